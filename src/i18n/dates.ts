import type { Locale } from './locales'

/**
 * Dates and times as a reader of each language writes them, the same on every page (lists, articles,
 * postings, statements, mail). English is British: day first, 24-hour clock, as the other languages of the
 * three markets write it (not the US "October 16, 2026 at 8:00 AM").
 */
const intlLocale: Record<Locale, string> = { hr: 'hr', sl: 'sl', bs: 'bs', en: 'en-GB' }

/** The company's time zone (all three markets keep Central European time): times are read as its staff wrote them. */
export const companyTimeZone = 'Europe/Zagreb'

/** A day, e.g. "16 October 2026" / "16. listopada 2026.". A value with no time of day is read in UTC. */
export function formatDay(value: Date | string, locale: Locale, timeZone = companyTimeZone): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone }).format(new Date(value))
}

/** A day and its time of day in the company's time zone, e.g. "16 October 2026 at 08:00". */
export function formatMoment(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  }).format(new Date(value))
}

/** The days from one date to another, e.g. "19–20 June 2026". */
export function formatDayRange(start: Date | string, end: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: companyTimeZone }).formatRange(
    new Date(start),
    new Date(end),
  )
}
