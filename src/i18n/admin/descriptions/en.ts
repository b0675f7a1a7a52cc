import type { hrDescriptions } from './hr'

/** The admin's field and collection descriptions in English, as the config writes them (keys: hr.ts), part of `en.ts`. */
export const enDescriptions: Record<keyof typeof hrDescriptions, string> = {
  'description.adverse-reaction-reports.deadline':
    '15 days for a serious human case, 90 for another, 30 for a veterinary report.',
  'description.callToAction.department': 'The department the contact form opens with; none when empty.',
  'description.link': 'Full address, e.g. https://…',
  'description.collection.adverse-reaction-reports':
    'Sorted by deadline; an open report past its deadline is marked overdue.',
  'description.collection.certificates': 'Certificates (ISO 9001, ISO 14001, GMP, GDP…) with a link or a document.',
  'description.collection.company-information':
    'Registered company data of each market, shown on the company information screen.',
  'description.collection.distributor-links': 'Links to distributors and partner shops.',
  'description.collection.history-entries': 'The history timeline, ordered by year.',
  'description.collection.job-applications':
    'Deleted with their CV when the retention period set for the site ends (180 days unless set otherwise).',
  'description.collection.locations': 'Sites of the company, shown by the locations block (a list, and pins on a map).',
  'description.collection.memberships': 'Associations and chambers the company is a member of.',
  'description.collection.search-entries':
    'Kept by the site itself from the published pages, screens, news, job postings and documents; not edited here.',
  'description.collection.search-synonyms':
    'Words and phrases of one language that mean the same to a visitor (e.g. kolačići, cookies): a search for one finds the others.',
  'description.collection.search-misses':
    'Searches of the last 30 days that found nothing, or found results that nobody opened, counted per day: add content or synonyms for them. Anonymous: no address, no cookie.',
  'description.company-information.court': 'Registering court.',
  'description.company-information.registrationNumber': 'Registration number (Slovenia) or JIB (Bosnia).',
  'description.contact-directory.key': 'Stable name of the entry, e.g. veterina; unique within its market.',
  'description.contact-messages.departmentName': 'The name of the department as the visitor saw it.',
  'description.figures.value': 'e.g. "6000+" or "24/7"',
  'description.hero.linkLabel': 'Button text; no button when empty.',
  'description.adverse-reaction-reports.notes':
    'For pharmacovigilance and administrators only: never sent to the reporter.',
  'description.meddra': 'The reaction coded in MedDRA; the E2B export carries the version and the LLT code.',
  'description.job-applications.notes': 'For HR and administrators only: never sent to the applicant.',
  'description.job-applications.postingTitle': 'The posting as the applicant saw it; empty for an open application.',
  'description.job-postings.closingDate': 'Last day to apply; the posting leaves the site the day after.',
  'description.job-postings.location': 'A location of the same market.',
  'description.job-postings.requirements': 'One requirement per line; shown as a list.',
  'description.slug': 'Address segment in this language, made from the title until published.',
  'description.job-postings.summary': 'One or two sentences for the list.',
  'description.locations.latitude': 'Degrees north, e.g. 45.8150 (Zagreb); without it, no pin.',
  'description.locations.longitude': 'Degrees east, e.g. 15.9819 (Zagreb).',
  'description.locations.tel1': 'As shown, e.g. +385 1 000 0000',
  'description.locations.tel1_link': 'As dialled, e.g. +38510000000',
  'description.navigation.footer': 'Links of the footer: cookies, terms of use, company information, privacy policy.',
  'description.navigation.markets': 'Markets in which this link is offered, in this language.',
  'description.navigation.offerings': 'The offerings (departments) dropdown of the header.',
  'description.navigation.primary': 'Links beside the dropdowns: About us, Careers, News & events.',
  'description.navigation.services': 'The services dropdown of the header.',
  'description.news.cover': 'Shown on the list, the article and in link previews (about 16:9).',
  'description.news.eventEnd': 'Leave empty for a one-day event.',
  'description.markets': 'Markets in which this is offered.',
  'description.news.place': 'Where the event is held.',
  'description.pages.lead': 'Introduction under the title.',
  'description.pages.offeredIn':
    'Markets in which this page is offered in any language (from Markets). Filter the list by it.',
  'description.pages.path': 'Made from the parent path and the slug.',
  'description.redirects.from': 'Public path, e.g. /en/sluzbe/marketing-zastupstva/galderma/daylong',
  'description.redirects.to': 'Path or full address.',
  'description.redirects.markets': 'Markets on which the redirect applies; every market when none is chosen.',
  'description.site-settings.anniversaryLogo':
    'Shown beside the logo on markets that show the anniversary; a drawn badge otherwise.',
  'description.site-settings.reportLegalNotice':
    'The legal basis and the competent authority the report form cites in its last step, in each language of the market.',
}
