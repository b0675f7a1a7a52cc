import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import type { CompanyInformation } from '@/payload-types'
import { cachedRead, payloadClient } from './client'

/** A market's locations, in the editors' order. */
export const listLocations = cachedRead('locations', [cacheTags.locations], async (market: MarketId) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    where: { market: { equals: market } },
    sort: 'sortOrder',
    limit: 0,
    depth: 0,
  })
  return docs
})

export const listHistory = cachedRead('history', [cacheTags.history], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'history-entries', sort: 'year', limit: 0, depth: 0, locale })
  return docs
})

export const listCertificates = cachedRead(
  'certificates',
  [cacheTags.certificates, cacheTags.documents],
  async (locale: Locale) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'certificates', sort: 'sortOrder', limit: 0, depth: 1, locale })
    return docs
  },
)

export const listMemberships = cachedRead('memberships', [cacheTags.memberships], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'memberships', sort: 'sortOrder', limit: 0, depth: 0, locale })
  return docs
})

export const listDistributors = cachedRead('distributors', [cacheTags.distributors], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'distributor-links',
    sort: 'sortOrder',
    limit: 0,
    depth: 0,
    locale,
  })
  return docs
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
    })
    return docs[0] ?? null
  },
)
