import type { Locale } from '@/i18n/locales'

/** The company's time zone: report deadlines and scheduled publications are read and set in it. */
export const companyTimeZone = 'Europe/Zagreb'

/** A moment in the company's time zone, as a reader of the locale writes it. */
export function formatMoment(date: Date, locale: Locale): string {
  // British English writes the day first, as the other languages of the three markets do.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  }).format(date)
}
