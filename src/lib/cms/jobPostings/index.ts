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
