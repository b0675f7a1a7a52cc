/** The admin's texts of the adverse-reaction reports' views in Croatian, part of `hr.ts`. */
export const hrReports = {
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
  'report.filters': 'Filtri prijava',
  'report.show': 'Prikaži:',
  'report.dueSoon': 'Rok za {days} dana ili je prošao',
  'report.all': 'Sve prijave',
  'report.exportAll': 'Izvezi sve prijave:',
  'report.exportSelected': 'Izvezi označene ({count}):',
}
