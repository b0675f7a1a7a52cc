import type { hrDashboard } from './hr'

/** The texts of the admin's first screen in English (keys: hr.ts), part of `en.ts`. */
export const enDashboard: Record<keyof typeof hrDashboard, string> = {
  'dashboard.title': 'Your work',
  'dashboard.reportsDue': 'Adverse-reaction reports due within {days} days or overdue',
  'dashboard.reportsDueNone': 'No open report is due within {days} days.',
  'dashboard.newApplications': 'New job applications',
  'dashboard.newApplicationsNone': 'No new applications.',
  'dashboard.openApplication': 'open application',
  'dashboard.drafts': 'Drafts and unpublished changes',
  'dashboard.draftsNone': 'No drafts.',
  'dashboard.scheduled': 'Scheduled publications and withdrawals',
  'dashboard.scheduledNone': 'Nothing is scheduled.',
  'dashboard.showAll': 'Show all ({count})',
  'dashboard.untitled': 'Untitled',
}
