import { type APIRequestContext, expect } from '@playwright/test'
import { staffHeaders } from './staff'

/**
 * A category of `count` published cro items dated in 2001 (behind every seeded item, so the other tests'
 * first pages stay as they are), made through the REST API after the build; `remove` deletes them all.
 */
export async function createNewsArchive(request: APIRequestContext, count: number) {
  const headers = await staffHeaders(request)
  // Unique slugs, so a retry after a failure never meets the items of the first attempt.
  const suffix = Date.now()
  const category = await request.post('/api/news-categories?locale=hr', {
    headers,
    data: { name: `Arhiva ${suffix}`, slug: `arhiva-${suffix}` },
  })
  expect(category.ok()).toBe(true)
  const { doc } = (await category.json()) as { doc: { id: number } }
  const slugs: string[] = []
  for (let index = 0; index < count; index += 1) {
    const slug = `arhivska-obavijest-${suffix}-${index}`
    const created = await request.post('/api/news?locale=hr', {
      headers,
      data: {
        title: `Arhivska obavijest ${suffix} ${index}`,
        slug,
        type: 'news',
        markets: ['cro'],
        categories: [doc.id],
        publishedAt: new Date(Date.UTC(2001, 0, 1, 0, index)).toISOString(),
        _status: 'published',
      },
    })
    expect(created.ok(), slug).toBe(true)
    slugs.push(slug)
  }
  return {
    categorySlug: `arhiva-${suffix}`,
    slugs,
    remove: async () => {
      await request.delete(`/api/news?where[categories][in]=${doc.id}`, { headers })
      await request.delete(`/api/news-categories/${doc.id}`, { headers })
    },
  }
}
