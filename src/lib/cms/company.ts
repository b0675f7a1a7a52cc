import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import type { CompanyInformation } from '@/payload-types'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'

/** A market's locations, in the editors' order. */
export const listLocations = cachedRead('locations', [cacheTags.locations], async (market: MarketId) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    where: { market: { equals: market } },
    sort: '_order',
    limit: 0,
    depth: 0,
  })
  return docs
})

/** The history timeline, certificates, memberships and distributors: the entries written in the locale. */
export const listHistory = cachedRead('history', [cacheTags.history], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'history-entries',
    sort: 'year',
    limit: 0,
    depth: 0,
    locale,
    ...ownLanguageOnly,
  })
  return docs.filter((entry) => entry.text)
})

export const listCertificates = cachedRead(
  'certificates',
  [cacheTags.certificates, cacheTags.documents],
  async (locale: Locale) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'certificates',
      sort: '_order',
      limit: 0,
      depth: 1,
      locale,
      ...ownLanguageOnly,
    })
    return docs.filter((certificate) => certificate.text)
  },
)

export const listMemberships = cachedRead('memberships', [cacheTags.memberships], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    sort: '_order',
    limit: 0,
    depth: 0,
    locale,
    ...ownLanguageOnly,
  })
  return docs.filter((membership) => membership.name)
})

export const listDistributors = cachedRead('distributors', [cacheTags.distributors], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'distributor-links',
    sort: '_order',
    limit: 0,
    depth: 0,
    locale,
    ...ownLanguageOnly,
  })
  return docs.filter((distributor) => distributor.text)
})

export const getCompanyInformation = cachedRead(
  'company-information',
  [cacheTags.companyInformation],
  async (market: MarketId, locale: Locale): Promise<CompanyInformation | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'company-information',
      where: { market: { equals: market } },
      limit: 1,
      depth: 0,
      locale,
      ...ownLanguageOnly,
    })
    return docs[0] ?? null
  },
)
