import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { staffTokens } from './support/staffApi'

// The public addresses of the three sites: the preview names these, never the address the admin runs on.
process.env.SITE_URL_CRO = 'https://www.demomedika.hr'
process.env.SITE_URL_SLO = 'https://www.demomedika.si'
process.env.SITE_URL_BIH = 'https://www.demomedika.ba'

let payload: Payload
let editorToken: string
let pageId: number
// Imported after the test database is set up: the route's modules read the configuration when loaded.
let api: typeof import('@/app/(payload)/api/[...slug]/route')

beforeAll(async () => {
  payload = await startPayload()
  api = await import('@/app/(payload)/api/[...slug]/route')
  editorToken = (await staffTokens(payload, ['admin', 'editor'])).editor ?? ''
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Logistika', slug: 'logistika', markets: ['cro'], _status: 'published' },
    locale: 'hr',
    context: { disableRevalidate: true },
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    data: { title: 'Logistika', slug: 'logistika-si', markets: ['slo'], _status: 'published' },
    locale: 'sl',
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await payload.destroy()
})

type Generated = { status: number; result?: unknown; errors?: { message: string }[] }

/** What the plugin's form asks one of its endpoints (`generate-url`, `generate-title`…), as Next calls the API route. */
async function generate(
  what: string,
  body: unknown,
  { token = editorToken, contentType = 'application/json', language = 'en' } = {},
): Promise<Generated> {
  const path = `plugin-seo/generate-${what}`
  const response = await api.POST(
    new Request(`http://localhost/api/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'Accept-Language': language,
        ...(token ? { Authorization: `JWT ${token}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('/') }) },
  )
  return { status: response.status, ...((await response.json()) as Omit<Generated, 'status'>) }
}

/** The page as the admin's form holds it in a locale: the plugin posts that as `initialData`. */
async function pageIn(locale: 'hr' | 'sl' | 'en') {
  return payload.findByID({ collection: 'pages', id: pageId, locale, draft: true })
}

describe("the search-result preview's address", () => {
  it('is where the page is published, on the site of the market that shows the content locale', async () => {
    for (const [locale, address] of [
      ['hr', 'https://www.demomedika.hr/logistika'],
      ['sl', 'https://www.demomedika.si/logistika-si'],
      ['en', 'https://www.demomedika.hr/en/logistika'],
    ] as const) {
      const initialData = await pageIn(locale)
      const asked = { id: pageId, collectionSlug: 'pages', doc: initialData, initialData, locale }
      expect(await generate('url', asked), locale).toEqual({ status: 200, result: address })
    }
  })

  it('is the saved one while a new slug is being typed', async () => {
    const initialData = await pageIn('hr')
    const typing = { ...initialData, slug: 'logis' }
    const asked = { id: pageId, collectionSlug: 'pages', doc: typing, initialData, locale: 'hr' }
    expect(await generate('url', asked)).toEqual({ status: 200, result: 'https://www.demomedika.hr/logistika' })
  })

  it("is a screen's and a news item's public address too", async () => {
    const screen = { collectionSlug: 'screens', initialData: { screen: 'about' }, locale: 'sl' }
    expect(await generate('url', screen)).toEqual({ status: 200, result: 'https://www.demomedika.si/o-nas' })
    const item = { collectionSlug: 'news', initialData: { slug: 'nova-isporuka' }, locale: 'bs' }
    expect(await generate('url', item)).toEqual({
      status: 200,
      result: 'https://www.demomedika.ba/novosti-i-dogadanja/nova-isporuka',
    })
  })

  it('is none for a document not saved yet, or a locale that is not one', async () => {
    expect(await generate('url', { collectionSlug: 'news', initialData: {}, locale: 'hr' })).toEqual({
      status: 200,
      result: '',
    })
    const initialData = await pageIn('hr')
    expect(await generate('url', { id: pageId, collectionSlug: 'pages', initialData, locale: 'xx' })).toEqual({
      status: 200,
      result: '',
    })
  })
})

describe('auto-generate', () => {
  it("fills the meta title with the page's title and the description with its lead", async () => {
    const doc = { title: 'Logistika', lead: 'Skladištenje i dostava lijekova u cijeloj Hrvatskoj.' }
    const asked = { id: pageId, collectionSlug: 'pages', doc, locale: 'hr' }
    expect(await generate('title', asked)).toEqual({ status: 200, result: 'Logistika' })
    expect(await generate('description', asked)).toEqual({ status: 200, result: doc.lead })
  })
})

describe('the generate endpoints', () => {
  const asked = { collectionSlug: 'pages', doc: { title: 'Logistika' }, locale: 'hr' }

  it('answer staff only', async () => {
    expect((await generate('title', asked, { token: '' })).status).toBe(401)
  })

  it('serve only the collections with a public address', async () => {
    expect((await generate('title', { ...asked, collectionSlug: 'documents' })).status).toBe(403)
  })

  it('refuse a malformed request with a 4xx, never a 500', async () => {
    const malformed: [string, unknown, string?][] = [
      ['a body that is not JSON', '{"collectionSlug":', 'text/plain'],
      ['JSON that is not an object', 'null'],
      ['an id no document can have', { ...asked, id: 'abc' }],
      ['an id beyond any column', { ...asked, id: 99_999_999_999 }],
      ['an id that is an object', { ...asked, id: { in: [1] } }],
    ]
    const answered = await Promise.all(
      malformed.map(async ([name, body, contentType]) => [name, (await generate('url', body, { contentType })).status]),
    )
    expect(answered.filter(([, status]) => Number(status) < 400 || Number(status) >= 500)).toEqual([])
  })

  it('say why in the staff member’s language', async () => {
    expect(await generate('url', '{', { contentType: 'text/plain', language: 'hr' })).toEqual({
      status: 400,
      errors: [{ message: 'Nevažeći argumenti u zahtjevu: body' }],
    })
    expect(await generate('url', { ...asked, id: 'abc' }, { language: 'sl' })).toEqual({
      status: 404,
      errors: [{ message: 'Ni najdeno' }],
    })
  })
})
