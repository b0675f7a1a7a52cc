import { isOpenPosting } from '@/collections/JobPostings/options'
import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import { cachedRead, payloadClient } from '../client'
import { findJobPostings } from './queries'

export type { JobPostingEntry } from './queries'

/** A market's published postings in a locale, cached until a posting or a location changes (closed ones too). */
export const listJobPostings = cachedRead(
  'job-postings',
  [cacheTags.jobPostings, cacheTags.locations],
  async (market: MarketId, locale: Locale) => findJobPostings(await payloadClient(), market, locale),
)

/** A published posting of a market that is open at a moment, with its title in a locale: what an application names. */
export async function findOpenPosting(
  id: number,
  market: MarketId,
  locale: Locale,
  now: Date,
): Promise<{ id: number; title: string } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }, { market: { equals: market } }] },
    locale,
    depth: 0,
    limit: 1,
    select: { title: true, closingDate: true },
  })
  const posting = docs[0]
  if (!posting?.title || !isOpenPosting(posting.closingDate, now)) return null
  return { id: posting.id, title: posting.title }
}
