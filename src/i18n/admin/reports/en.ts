/** The admin's texts of the adverse-reaction reports' views in English, part of `en.ts`. */
export const enReports = {
  'report.answers': 'Answers from the form',
  'report.answersLanguage':
    'Questions and answers in the language of your admin; the reporter filled in the form in: {locale}.',
  'report.recordOnly':
    'This report came in before the form’s answers were kept; here is its record by ICH E2B(R3) section.',
  'report.deadline': 'Deadline',
  'report.overdue': 'overdue',
  'report.receivedAt': 'Received',
  'report.statusHistory': 'Status history',
  'report.changedBy': 'changed by',
  'report.byForm': 'the website form',
  'report.e2bDownload': 'Download E2B(R3) XML',
  'report.filters': 'Report filters',
  'report.show': 'Show:',
  'report.dueSoon': 'Deadline within {days} days or passed',
  'report.all': 'All reports',
  'report.exportAll': 'Export all reports:',
  'report.exportSelected': 'Export selected ({count}):',
}
