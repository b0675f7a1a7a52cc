/** The admin's texts of the adverse-reaction reports' views in Croatian, part of `hr.ts`. */
export const hrReports = {
  'validation.meddraCode': 'MedDRA kôd ima 8 znamenki.',
  'validation.meddraVersion': 'Upišite verziju MedDRA-e iz koje su kôdovi, npr. 28.0.',
  'field.assignee': 'Zadužen/a',
  'field.reporter': 'Prijavitelj',
  'field.products': 'Lijek',
  'field.meddra': 'MedDRA kodiranje',
  'field.adverse-reaction-reports.lltCode': 'LLT kôd',
  'field.adverse-reaction-reports.ptCode': 'PT kôd',
  'field.adverse-reaction-reports.version': 'Verzija MedDRA-e',
  'report.answers': 'Odgovori iz obrasca',
  'report.answersLanguage':
    'Pitanja i odgovori na jeziku vašeg sučelja; prijavitelj je ispunio obrazac na jeziku: {locale}.',
  'report.recordOnly':
    'Ova je prijava primljena prije spremanja odgovora iz obrasca; slijedi njezin zapis po odjeljcima ICH E2B(R3).',
  'report.deadline': 'Rok',
  'report.overdue': 'rok je prošao',
  'report.receivedAt': 'Primljeno',
  'report.statusHistory': 'Povijest statusa',
  'report.changedBy': 'promijenio/la',
  'report.byForm': 'obrazac na webu',
  'report.e2bDownload': 'Preuzmi E2B(R3) XML',
  'report.e2bVeterinary':
    'Veterinarske prijave nemaju E2B(R3) datoteku: unesite ih u sustav nadležnog veterinarskog tijela.',
  'report.filters': 'Filtri prijava',
  'report.show': 'Prikaži:',
  'report.dueSoon': 'Rok za {days} dana ili je prošao',
  'report.all': 'Sve prijave',
  'report.exportAll': 'Izvezi sve prijave:',
  'report.exportSelected': 'Izvezi označene ({count}):',
}
