import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'

export type ContactDepartment = { key: string; name: string }

/** A market's contact directory in a locale, by display name: what the form's select offers (named entries only). */
export const listContactDepartments = cachedRead(
  'contact-departments',
  [cacheTags.contactDirectory],
  async (market: MarketId, locale: Locale): Promise<ContactDepartment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'contact-directory',
      where: { market: { equals: market } },
      locale,
      ...ownLanguageOnly,
      depth: 0,
      limit: 0,
      pagination: false,
      select: { key: true, displayName: true },
    })
    return docs
      .filter((doc) => doc.displayName)
      .map((doc) => ({ key: doc.key, name: doc.displayName }))
      .sort((a, b) => a.name.localeCompare(b.name, locale))
  },
)

export type ContactRecipient = { id: number; name: string; mail: string; secondMail: string | null }

/** A department of a market with its mail addresses (which the public API never shows). */
export async function findContactRecipient(
  market: MarketId,
  key: string,
  locale: Locale,
): Promise<ContactRecipient | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'contact-directory',
    where: { and: [{ key: { equals: key } }, { market: { equals: market } }] },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return { id: doc.id, name: doc.displayName, mail: doc.mail, secondMail: doc.secondMail || null }
}
