/** The admin's texts of the adverse-reaction reports' views in Slovenian, part of `sl.ts`. */
export const slReports = {
  'validation.meddraCode': 'Koda MedDRA ima 8 števk.',
  'validation.meddraVersion': 'Vpišite različico MedDRA, iz katere so kode, npr. 28.0.',
  'field.assignee': 'Dodeljeno',
  'field.reporter': 'Poročevalec',
  'field.products': 'Zdravilo',
  'field.meddra': 'Kodiranje MedDRA',
  'field.adverse-reaction-reports.lltCode': 'Koda LLT',
  'field.adverse-reaction-reports.ptCode': 'Koda PT',
  'field.adverse-reaction-reports.version': 'Različica MedDRA',
  'report.answers': 'Odgovori iz obrazca',
  'report.answersLanguage':
    'Vprašanja in odgovori v jeziku vašega vmesnika; poročevalec je obrazec izpolnil v jeziku: {locale}.',
  'report.recordOnly':
    'To poročilo je prispelo, preden so se shranjevali odgovori iz obrazca; sledi njegov zapis po razdelkih ICH E2B(R3).',
  'report.deadline': 'Rok',
  'report.overdue': 'rok je potekel',
  'report.receivedAt': 'Prejeto',
  'report.statusHistory': 'Zgodovina statusa',
  'report.changedBy': 'spremenil/a',
  'report.byForm': 'spletni obrazec',
  'report.e2bDownload': 'Prenesi E2B(R3) XML',
  'report.e2bVeterinary':
    'Veterinarska poročila nimajo datoteke E2B(R3): vnesite jih v sistem pristojnega veterinarskega organa.',
  'report.filters': 'Filtri prijav',
  'report.show': 'Prikaži:',
  'report.dueSoon': 'Rok v {days} dneh ali je potekel',
  'report.all': 'Vse prijave',
  'report.exportAll': 'Izvozi vse prijave:',
  'report.exportSelected': 'Izvozi izbrane ({count}):',
}
