import type { hrScheduling } from './hr'

/** The scheduling dialog's and list's texts in English (keys: hr.ts), part of `en.ts`. */
export const enScheduling: Record<keyof typeof hrScheduling, string> = {
  'schedule.pastTime': 'The chosen time has already passed: choose a date and time in the future (Zagreb time).',
  'schedule.failed': 'Scheduling failed; please try again.',
  'schedule.publishAt': 'Publish',
  'schedule.unpublishAt': 'Unpublish',
  'schedule.column': 'Scheduled',
}
