import type { Payload } from 'payload'
import type { EmploymentType, JobDepartment } from '@/collections/JobPostings/options'
import { type Locale, locales } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import type { JobPosting, Location } from '@/payload-types'

type InAllLocales<T> = Partial<Record<Locale, T | null>>
/** A posting as read in every locale at once (`locale: 'all'`). */
type PostingDoc = Omit<JobPosting, 'title' | 'summary' | 'description' | 'requirements' | 'slug' | 'location'> & {
  title: InAllLocales<string>
  summary?: InAllLocales<string>
  description: InAllLocales<JobPosting['description']>
  requirements?: InAllLocales<string>
  slug: InAllLocales<string>
  location: number | Location
}

/** A published posting of a market in one locale (a posting shows only in the locales it is written in). */
export type JobPostingEntry = {
  id: number
  slug: string
  /** Its slug in each locale it is written in, for the language switcher and hreflang. */
  slugs: Partial<Record<Locale, string>>
  title: string
  summary: string | null
  description: JobPosting['description']
  requirements: string[]
  department: JobDepartment
  employmentType: EmploymentType
  location: { id: number; city: string; address: string }
  datePosted: string
  closingDate: string
  updatedAt: string
}

function inLocale(doc: PostingDoc, locale: Locale): JobPostingEntry | null {
  const slug = doc.slug[locale]
  const title = doc.title[locale]
  const description = doc.description[locale]
  if (!slug || !title || !description || typeof doc.location !== 'object') return null
  const slugs = Object.fromEntries(locales.flatMap((code) => (doc.slug[code] ? [[code, doc.slug[code]]] : [])))
  return {
    id: doc.id,
    slug,
    slugs,
    title,
    summary: doc.summary?.[locale] ?? null,
    description,
    requirements: (doc.requirements?.[locale] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    department: doc.department as JobDepartment,
    employmentType: doc.employmentType as EmploymentType,
    location: { id: doc.location.id, city: doc.location.city, address: doc.location.address },
    datePosted: doc.datePosted,
    closingDate: doc.closingDate,
    updatedAt: doc.updatedAt,
  }
}

/** The published postings of a market written in a locale, the nearest closing date first (closed ones too). */
export async function findJobPostings(payload: Payload, market: MarketId, locale: Locale): Promise<JobPostingEntry[]> {
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { and: [{ _status: { equals: 'published' } }, { market: { equals: market } }] },
    sort: 'closingDate',
    locale: 'all',
    depth: 1,
    pagination: false,
  })
  return (docs as unknown as PostingDoc[]).flatMap((doc) => inLocale(doc, locale) ?? [])
}
