/** The texts of the admin's first screen (each role's own work) in Croatian, part of `hr.ts`. */
export const hrDashboard = {
  'dashboard.title': 'Vaš posao',
  'dashboard.reportsDue': 'Prijave nuspojava s rokom unutar {days} dana ili prošlim',
  'dashboard.reportsDueNone': 'Nijedna otvorena prijava nema rok unutar {days} dana.',
  'dashboard.newApplications': 'Nove prijave za posao',
  'dashboard.newApplicationsNone': 'Nema novih prijava.',
  'dashboard.openApplication': 'otvorena prijava',
  'dashboard.drafts': 'Skice i neobjavljene izmjene',
  'dashboard.draftsNone': 'Nema skica.',
  'dashboard.scheduled': 'Zakazane objave i povlačenja',
  'dashboard.scheduledNone': 'Ništa nije zakazano.',
  'dashboard.showAll': 'Prikaži sve ({count})',
  'dashboard.untitled': 'Bez naslova',
}
