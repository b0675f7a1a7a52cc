import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsItemHref } from '@/i18n/paths'
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

  it('refuse exactly a reserved segment at the top of the tree, saying why in the admin language (Croatian by default)', async () => {
    for (const slug of ['admin', 'api', 'en', 'karijere']) {
      const refusal = await createPage(slug).catch((error: { data?: { errors?: { message: string }[] } }) => error)
      expect(refusal, slug).not.toHaveProperty('id')
      expect((refusal as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message, slug).toMatch(
        new RegExp(`^"/${slug}" već je adresa weba`),
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

describe('a redirect when a published address changes', () => {
  const redirectsFrom = async (from: string) =>
    (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs.map(
      ({ to, statusCode }) => ({ to, statusCode }),
    )
  const createNews = (title: string, slug: string) =>
    payload.create({
      collection: 'news',
      locale: 'hr',
      data: {
        title,
        slug,
        type: 'news',
        markets: ['cro'],
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
      context: quiet,
    })
  const saveNewsSlug = (id: number, slug: string, status: 'draft' | 'published') =>
    payload.update({
      collection: 'news',
      id,
      locale: 'hr',
      draft: status === 'draft',
      data: { slug, _status: status },
      context: quiet,
    })
  const publishNews = (id: number, slug: string) => saveNewsSlug(id, slug, 'published')

  it('a news item whose slug changes leaves its old address leading to the new one, without chains', async () => {
    const news = await createNews('Seljenje', 'prva-adresa')
    const [first, second, third] = ['prva-adresa', 'druga-adresa', 'treca-adresa'].map((slug) =>
      newsItemHref(slug, 'hr'),
    )
    await publishNews(news.id, 'druga-adresa')
    expect(await redirectsFrom(first)).toEqual([{ to: second, statusCode: '301' }])
    await publishNews(news.id, 'treca-adresa')
    expect(await redirectsFrom(first)).toEqual([{ to: third, statusCode: '301' }])
    expect(await redirectsFrom(second)).toEqual([{ to: third, statusCode: '301' }])
    await publishNews(news.id, 'prva-adresa')
    expect(await redirectsFrom(first)).toEqual([])
    expect(await redirectsFrom(third)).toEqual([{ to: first, statusCode: '301' }])
  })

  it('a draft with a new slug moves nothing until it is published', async () => {
    const news = await createNews('Skica', 'objavljena-adresa')
    await saveNewsSlug(news.id, 'nova-adresa', 'draft')
    expect(await redirectsFrom(newsItemHref('objavljena-adresa', 'hr'))).toEqual([])
    await publishNews(news.id, 'nova-adresa')
    expect(await redirectsFrom(newsItemHref('objavljena-adresa', 'hr'))).toEqual([
      { to: newsItemHref('nova-adresa', 'hr'), statusCode: '301' },
    ])
  })

  it('a first text in another language moves nothing (the fallback language’s address was never its own)', async () => {
    const page = await createPage('prijevod')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Translation', slug: 'translation', _status: 'published' },
      context: quiet,
    })
    expect(await redirectsFrom('/en/prijevod')).toEqual([])
  })

  it('a page moved under another parent leads from its old path, and so do its children', async () => {
    const moved = await createPage('selidba')
    await createPage('dijete', moved.id)
    const parent = await createPage('novi-roditelj')
    await payload.update({
      collection: 'pages',
      id: moved.id,
      locale: 'hr',
      data: { parent: parent.id },
      context: quiet,
    })
    expect(await redirectsFrom('/selidba')).toEqual([{ to: '/novi-roditelj/selidba', statusCode: '301' }])
    expect(await redirectsFrom('/selidba/dijete')).toEqual([{ to: '/novi-roditelj/selidba/dijete', statusCode: '301' }])
  })
})
