import { formatDay } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'

/** A posting's day (stored as its noon, UTC) as a reader of the locale writes it. */
export function formatPostingDay(value: string, locale: Locale): string {
  return formatDay(value, locale, 'UTC')
}

type CareersFilters = { location: number | null; department: string | null }

/** The list's filters from the address (`?location=3&department=sales`); anything else is no filter. */
export function careersFilters(searchParams: Record<string, string | string[] | undefined>): CareersFilters {
  const one = (key: string) => {
    const value = searchParams[key]
    return typeof value === 'string' && value !== '' ? value : null
  }
  const location = Number(one('location'))
  return { location: Number.isInteger(location) && location > 0 ? location : null, department: one('department') }
}
