import type { Locator, Page } from '@playwright/test'
import { newsItems } from '../../../src/seed/content/news'

/** The news list (or another list of cards) by its name, and its cards. */
export const newsList = (page: Page, name = 'Novosti i događanja') => page.getByRole('list', { name })
export const newsCards = (page: Page, name?: string) => newsList(page, name).getByRole('listitem')
export const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`)

/** A seeded news item by its Croatian slug. */
export const seededNewsItem = (hrSlug: string) => {
  const item = newsItems.find(({ slug }) => slug.hr === hrSlug)
  if (!item) throw new Error(`no seeded item ${hrSlug}`)
  return item
}

export async function publishedDates(items: Locator) {
  return items
    .locator('p > time[datetime]')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
}
