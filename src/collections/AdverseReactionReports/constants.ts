/** The reports collection's slug and export formats, shared by the server and the admin's export buttons. */
export const reportsCollection = 'adverse-reaction-reports'
export const exportFormats = ['json', 'csv'] as const
export type ExportFormat = (typeof exportFormats)[number]
