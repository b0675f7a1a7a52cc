import type { hrScheduling } from './hr'

/** The scheduling dialog's and list's texts in Slovenian (keys: hr.ts), part of `sl.ts`. */
export const slScheduling: Record<keyof typeof hrScheduling, string> = {
  'schedule.pastTime': 'Izbrani čas je že minil: izberite datum in uro v prihodnosti (po zagrebškem času).',
  'schedule.failed': 'Načrtovanje ni uspelo; poskusite znova.',
  'schedule.publishAt': 'Objava',
  'schedule.unpublishAt': 'Umik',
  'schedule.column': 'Načrtovano',
}
