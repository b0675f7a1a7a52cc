import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import { payloadClient } from './client'

/** How long a search without results is kept. */
const keptDays = 30

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10)

/**
 * Counts a search that found nothing: one more for its query on this day, market and language (the query in
 * lower case, spaces collapsed), and forgets the days past the last 30. Nothing about the visitor is kept.
 */
export async function recordSearchMiss(
  market: MarketId,
  locale: Locale,
  query: string,
  now: Date = new Date(),
): Promise<void> {
  const payload = await payloadClient()
  const day = dayOf(now)
  const text = query.toLocaleLowerCase(locale).replace(/\s+/g, ' ').trim()
  const key = `${day}|${market}|${locale}|${text}`
  const { docs } = await payload.find({
    collection: 'search-misses',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const known = docs[0]
  if (known) {
    await payload.update({ collection: 'search-misses', id: known.id, data: { count: known.count + 1 }, depth: 0 })
  } else {
    await payload.create({ collection: 'search-misses', data: { key, day, market, locale, query: text, count: 1 } })
  }
  const oldest = dayOf(new Date(now.getTime() - (keptDays - 1) * 24 * 60 * 60 * 1000))
  await payload.delete({ collection: 'search-misses', where: { day: { less_than: oldest } } })
}
