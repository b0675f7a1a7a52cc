import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { prerendered } from '../../src/config/prerender'
import { newsItems } from '../../src/seed/content/news'
import { staffHeaders } from './support/staff'

/** The internal paths `next build` rendered ahead (Next's prerender manifest of the build under test). */
function prerenderedPaths(): Set<string> {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: object }
  return new Set(Object.keys(manifest.routes))
}

test('the build renders the newest news items and the lists’ first pages, not the older items or later pages', () => {
  const paths = prerenderedPaths()
  const croatian = newsItems
    .filter((item) => (item.markets ?? ['cro']).includes('cro') && item.slug.hr)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  expect(croatian.length).toBeGreaterThan(prerendered.newsItemsPerLocale)
  const itemPath = (slug: string | undefined) => `/cro/hr/novosti-i-dogadanja/${slug}`
  for (const item of croatian.slice(0, prerendered.newsItemsPerLocale)) expect(paths).toContain(itemPath(item.slug.hr))
  for (const item of croatian.slice(prerendered.newsItemsPerLocale)) expect(paths).not.toContain(itemPath(item.slug.hr))
  expect(paths).toContain('/cro/hr/novosti-i-dogadanja')
  expect(paths).toContain('/cro/hr/novosti-i-dogadanja/popis/_all/1')
  expect(paths).not.toContain('/cro/hr/novosti-i-dogadanja/popis/_all/2')
})

test('an item the build did not render is rendered on its first request, then served from the cache, and re-rendered when it changes', async ({
  request,
}) => {
  const headers = await staffHeaders(request)
  const suffix = Date.now()
  const slug = `stara-obavijest-${suffix}`
  const title = `Stara obavijest ${suffix}`
  const created = await request.post('/api/news?locale=hr', {
    headers,
    data: { title, slug, type: 'news', markets: ['cro'], publishedAt: '2002-03-04T10:00:00.000Z', _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const address = `/novosti-i-dogadanja/${slug}`
  const titleShown = async () => {
    const response = await request.get(address)
    return response.status() === 200 ? (await response.text()).match(/<h1[^>]*>([^<]*)</)?.[1] : response.status()
  }
  try {
    expect(await titleShown()).toBe(404)
    await request.patch(`/api/news/${doc.id}?locale=hr`, { headers, data: { _status: 'published' } })
    await expect.poll(titleShown, { timeout: 10_000 }).toBe(title)
    // Rendered once, then answered from Next's cache until a change expires it.
    await expect.poll(async () => (await request.get(address)).headers()['x-nextjs-cache']).toBe('HIT')
    await request.patch(`/api/news/${doc.id}?locale=hr`, { headers, data: { title: `${title} (izmijenjeno)` } })
    await expect.poll(titleShown, { timeout: 10_000 }).toBe(`${title} (izmijenjeno)`)
  } finally {
    await request.delete(`/api/news/${doc.id}`, { headers })
  }
  await expect.poll(titleShown, { timeout: 10_000 }).toBe(404)
})
