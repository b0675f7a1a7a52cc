import type { hrDashboard } from './hr'

/** The texts of the admin's first screen in Slovenian (keys: hr.ts), part of `sl.ts`. */
export const slDashboard: Record<keyof typeof hrDashboard, string> = {
  'dashboard.title': 'Vaše delo',
  'dashboard.reportsDue': 'Poročila o neželenih učinkih z rokom v {days} dneh ali pretečenim',
  'dashboard.reportsDueNone': 'Nobeno odprto poročilo nima roka v {days} dneh.',
  'dashboard.newApplications': 'Nove prijave na delovno mesto',
  'dashboard.newApplicationsNone': 'Ni novih prijav.',
  'dashboard.openApplication': 'odprta prijava',
  'dashboard.drafts': 'Osnutki in neobjavljene spremembe',
  'dashboard.draftsNone': 'Ni osnutkov.',
  'dashboard.scheduled': 'Načrtovane objave in umiki',
  'dashboard.scheduledNone': 'Nič ni načrtovano.',
  'dashboard.showAll': 'Prikaži vse ({count})',
  'dashboard.untitled': 'Brez naslova',
}
