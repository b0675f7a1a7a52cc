import { isOpenPosting } from '@/collections/JobPostings/options'
import { screenKeys } from '@/i18n/screens'
import { listJobPostings } from '@/lib/cms/jobPostings'
import { listNewsAddresses, listNewsChanges } from '@/lib/cms/news'
import { listPagePaths } from '@/lib/cms/pages'
import { getScreen } from '@/lib/cms/screens'
import {
  type Alternates,
  jobPostingAlternates,
  newsItemAlternates,
  pageAlternates,
  screenAlternates,
} from '@/lib/seo/alternates'
import type { MarketRules } from '@/markets'
import type { SitemapEntry } from './sitemapXml'

/**
 * Addresses per sitemap file: a twenty-fifth of the protocol's 50,000, so that a file renders within 200 ms on
 * its first request (news files of 5,000 items took 0.76 s, of 1,000 items 0.1 s: docs/performance.md).
 */
const addressesPerSitemap = 2_000

/**
 * The market's sitemap files: `pages-N` (fixed screens, CMS pages, open job postings: few, read whole) and
 * `news-N` (the listed news items, newest first, read a page at a time, so that a file's cost does not grow
 * with the years of news).
 */
type SitemapFile = { kind: 'pages' | 'news'; number: number }

/** News items per file: each item has an address in each of the market's locales. */
function newsItemsPerFile(market: MarketRules): number {
  return Math.floor(addressesPerSitemap / market.locales.length)
}

type Document = { alternates: Alternates; lastModified: string }

/** The latest of ISO timestamps (they sort as text). */
function latest(timestamps: string[]): string {
  return timestamps.sort().at(-1) ?? new Date(0).toISOString()
}

/** A document's addresses: one entry per locale, each naming all of them. */
function entriesOf({ alternates, lastModified }: Document, siteUrl: string): SitemapEntry[] {
  const languages = Object.fromEntries(
    Object.entries(alternates).map(([locale, path]) => [locale, `${siteUrl}${path}`]),
  )
  return Object.values(languages).map((url) => ({ url, lastModified, languages }))
}

async function siteDocuments(market: MarketRules): Promise<Document[]> {
  const pathsByLocale = await Promise.all(market.locales.map((locale) => listPagePaths(market.id, locale)))
  const pages = new Map<number, { paths: Partial<Record<string, string>>; updatedAt: string }>()
  market.locales.forEach((locale, index) => {
    for (const { id, path, updatedAt } of pathsByLocale[index] ?? []) {
      const page = pages.get(id) ?? { paths: {}, updatedAt }
      page.paths[locale] = path
      if (updatedAt > page.updatedAt) page.updatedAt = updatedAt
      pages.set(id, page)
    }
  })
  // A posting written in one locale only is read in that one; each open posting once, with all its slugs.
  const now = new Date()
  const postingsByLocale = await Promise.all(market.locales.map((locale) => listJobPostings(market.id, locale)))
  const postings = [...new Map(postingsByLocale.flat().map((posting) => [posting.id, posting])).values()].filter(
    (posting) => isOpenPosting(posting.closingDate, now),
  )
  const [newest] = await listNewsAddresses(market.id, 1, 1)
  // A fixed screen shows its own text and the newest content (the home page's news, the lists).
  const contentChanges = [...pages.values(), ...postings, ...(newest ? [newest] : [])].map(({ updatedAt }) => updatedAt)
  const screens = await Promise.all(
    screenKeys.map(async (screen) => {
      const own = (await getScreen(market.defaultLocale, screen))?.updatedAt
      return {
        alternates: screenAlternates(screen, market),
        lastModified: latest([...contentChanges, ...(own ? [own] : [])]),
      }
    }),
  )
  return [
    ...screens,
    ...[...pages.values()].map(({ paths, updatedAt }) => ({
      alternates: pageAlternates(paths, market),
      lastModified: updatedAt,
    })),
    ...postings.map(({ slugs, updatedAt }) => ({
      alternates: jobPostingAlternates(slugs, market),
      lastModified: updatedAt,
    })),
  ]
}

function fileName({ kind, number }: SitemapFile): string {
  return `${kind}-${number}.xml`
}

/** A sitemap file of the index: its name and the last change of what it lists. */
type SitemapFileEntry = { name: string; lastModified: string }

/** The market's sitemap files, for the index. */
export async function sitemapFiles(market: MarketRules): Promise<SitemapFileEntry[]> {
  const siteEntries = (await siteDocuments(market)).flatMap((document) => entriesOf(document, ''))
  const pageFiles = chunks(
    siteEntries.map(({ lastModified }) => lastModified),
    addressesPerSitemap,
  )
  const newsFiles = chunks(await listNewsChanges(market.id), newsItemsPerFile(market))
  return [
    ...(pageFiles.length > 0 ? pageFiles : [[]]).map((changes, index) => ({
      name: fileName({ kind: 'pages', number: index + 1 }),
      lastModified: latest(changes),
    })),
    ...newsFiles.map((changes, index) => ({
      name: fileName({ kind: 'news', number: index + 1 }),
      lastModified: latest(changes),
    })),
  ]
}

/** `items` in runs of `size`, in order. */
function chunks<Item>(items: Item[], size: number): Item[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )
}

function parseFileName(name: string): SitemapFile | null {
  const match = /^(pages|news)-([1-9]\d{0,5})\.xml$/.exec(name)
  return match ? { kind: match[1] as SitemapFile['kind'], number: Number(match[2]) } : null
}

/** The entries of one sitemap file; null for a name that is not one of the market's files. */
export async function sitemapFileEntries(
  market: MarketRules,
  siteUrl: string,
  name: string,
): Promise<SitemapEntry[] | null> {
  const file = parseFileName(name)
  if (!file) return null
  if (file.kind === 'pages') {
    const entries = (await siteDocuments(market)).flatMap((document) => entriesOf(document, siteUrl))
    const slice = entries.slice((file.number - 1) * addressesPerSitemap, file.number * addressesPerSitemap)
    return slice.length > 0 || file.number === 1 ? slice : null
  }
  const news = await listNewsAddresses(market.id, newsItemsPerFile(market), file.number)
  if (news.length === 0) return null
  return news.flatMap(({ slugs, updatedAt }) =>
    entriesOf({ alternates: newsItemAlternates(slugs, market), lastModified: updatedAt }, siteUrl),
  )
}
