import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

function createPage(slug: string, parent?: number) {
  return payload.create({
    collection: 'pages',
    locale: 'hr',
    data: { title: `Stranica ${slug}`, slug, parent, markets: ['cro'], _status: 'published' },
    context: quiet,
  })
}

describe('page slugs', () => {
  it('may begin with a reserved word at the top of the tree', async () => {
    for (const slug of ['administracija', 'nextgen', 'apiteka']) {
      expect((await createPage(slug)).path).toBe(`/${slug}`)
    }
  })

  it('refuse exactly a reserved segment at the top of the tree, with a message that says why', async () => {
    for (const slug of ['admin', 'api', 'en', 'karijere']) {
      const refusal = await createPage(slug).catch((error: { data?: { errors?: { message: string }[] } }) => error)
      expect(refusal, slug).not.toHaveProperty('id')
      expect((refusal as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message, slug).toMatch(
        /already an address of the site/,
      )
    }
  })

  it('may be a reserved word below another page', async () => {
    const parent = await createPage('dokumenti')
    expect((await createPage('admin', parent.id)).path).toBe('/dokumenti/admin')
  })
})

describe('slugs made from the title', () => {
  it('a new page without a slug gets one from its title, in each locale, and its path with it', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'hr',
      data: { title: 'Događaji i Ćevapi', slug: '', markets: ['cro'], _status: 'published' },
      context: quiet,
    })
    expect(page.slug).toBe('dogadjaji-i-cevapi')
    expect(page.path).toBe('/dogadjaji-i-cevapi')
    const english = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Events and more', _status: 'published' },
      context: quiet,
    })
    expect(english.slug).toBe('events-and-more')
  })

  const draftNews = (data: { title: string; slug?: string }) =>
    payload.create({
      collection: 'news',
      locale: 'hr',
      draft: true,
      data: { ...data, markets: ['cro'], _status: 'draft' },
      context: quiet,
    })
  const saveNews = (id: number, status: 'draft' | 'published', title?: string) =>
    payload.update({
      collection: 'news',
      id,
      locale: 'hr',
      draft: status === 'draft',
      data: { ...(title ? { title } : {}), _status: status },
      context: quiet,
    })

  it('a draft follows its title until it is published, then the address stays', async () => {
    const draft = await draftNews({ title: 'Prvi naslov' })
    expect(draft.slug).toBe('prvi-naslov')
    expect((await saveNews(draft.id, 'draft', 'Drugi naslov')).slug).toBe('drugi-naslov')
    await saveNews(draft.id, 'published')
    expect((await saveNews(draft.id, 'published', 'Treći naslov')).slug).toBe('drugi-naslov')
  })

  it('a slug an editor wrote is kept when the title changes', async () => {
    const draft = await draftNews({ title: 'Naslov', slug: 'moja-adresa' })
    expect((await saveNews(draft.id, 'draft', 'Novi naslov')).slug).toBe('moja-adresa')
  })

  it('a category gets its slug from its name', async () => {
    const category = await payload.create({
      collection: 'news-categories',
      locale: 'hr',
      data: { name: 'Edukacije 2027', slug: '' },
      context: quiet,
    })
    expect(category.slug).toBe('edukacije-2027')
  })
})
