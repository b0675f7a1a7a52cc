/** The admin's texts of the adverse-reaction reports' views in Slovenian, part of `sl.ts`. */
export const slReports = {
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
  'report.filters': 'Filtri prijav',
  'report.show': 'Prikaži:',
  'report.dueSoon': 'Rok v {days} dneh ali je potekel',
  'report.all': 'Vse prijave',
  'report.exportAll': 'Izvozi vse prijave:',
  'report.exportSelected': 'Izvozi izbrane ({count}):',
}
