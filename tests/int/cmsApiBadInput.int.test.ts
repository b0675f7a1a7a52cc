import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

let payload: Payload
let categoryId: number
let adminToken: string
// Imported after the test database is set up: the route's modules read the configuration when loaded.
let api: typeof import('@/app/(payload)/api/[...slug]/route')

beforeAll(async () => {
  payload = await startPayload()
  api = await import('@/app/(payload)/api/[...slug]/route')
  adminToken = (await staffTokens(payload, ['admin'])).admin ?? ''
  const category = await payload.create({
    collection: 'news-categories',
    data: { name: 'Logistika', slug: 'logistika' },
    locale: 'hr',
    context: { disableRevalidate: true },
  })
  categoryId = category.id
})

afterAll(async () => {
  await payload.destroy()
})

/** A request to Payload's REST API through the site's route (`support/restRoute.ts`). */
const rest: RestRoute = (method, path, options) => restRoute(api, method, path, options)

/** Not a number, not a whole number, beyond PostgreSQL's `serial` range, or a number with more after it. */
const malformedIds = ['abc', '%27', '1.5', 'NaN', 'Infinity', '1e400', '-1', '2147483648', '99999999999', '12abc']

describe('a document id no document can have', () => {
  it('is answered 404, as an unknown id is, by every endpoint that takes one', async () => {
    const unknown = await rest('GET', 'news-categories/999999')
    expect(unknown.status).toBe(404)
    const notFound = await unknown.json()
    const paths = (id: string) =>
      [
        ['GET', `news-categories/${id}`],
        ['PATCH', `news-categories/${id}`],
        ['DELETE', `news-categories/${id}`],
        ['POST', `news-categories/${id}/duplicate`],
        ['GET', `pages/versions/${id}`],
        ['POST', `pages/access/${id}`],
        ['GET', `globals/navigation/versions/${id}`],
        ['GET', `adverse-reaction-reports/${id}/e2b`],
      ] as const
    for (const id of malformedIds) {
      for (const [method, path] of paths(id)) {
        const response = await rest(method, path, { token: adminToken })
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(await response.json()).toEqual(notFound)
      }
    }
  })

  it('is answered in the language Payload answers in', async () => {
    const english = { headers: { 'Accept-Language': 'en' } }
    const answers = [
      await rest('GET', 'news-categories/abc', english),
      await rest('GET', 'news-categories/999999', english),
    ]
    const [malformed, unknown] = await Promise.all(answers.map((answer) => answer.json()))
    expect(malformed).toEqual(unknown)
    expect(malformed).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('is refused for anonymous visitors too, and for a GET sent as a POST', async () => {
    expect((await rest('GET', 'news-categories/abc')).status).toBe(404)
    const overridden = await rest('POST', 'news-categories/abc', { headers: { 'X-HTTP-Method-Override': 'GET' } })
    expect(overridden.status).toBe(404)
  })

  it('leaves real ids and the named routes beside them alone', async () => {
    const found = await rest('GET', `news-categories/${categoryId}?locale=hr`)
    expect([found.status, ((await found.json()) as { name: string }).name]).toEqual([200, 'Logistika'])
    expect((await rest('GET', `news-categories/0${categoryId}`)).status).toBe(200)
    expect((await rest('GET', 'news-categories/count')).status).toBe(200)
    expect((await rest('GET', 'pages/versions', { token: adminToken })).status).toBe(200)
    expect((await rest('GET', 'users/me', { token: adminToken })).status).toBe(200)
  })
})

describe('a query value the database cannot compare', () => {
  const english = { 'Accept-Language': 'en' }
  const malformed = [
    ['news?limit=1.5', 'limit'],
    ['news?limit=-1', 'limit'],
    ['news?page=-1', 'page'],
    ['news?page=abc', 'page'],
    ['news?depth=1.5', 'depth'],
    ['news/versions?limit=1.5', 'limit'],
    ['news?where=abc', 'where'],
    ['news?where[or]=abc', 'where[or]'],
    ['news?where[id][in]=abc', 'where[id][in]'],
    ['news?where[id][in]=1,abc', 'where[id][in]'],
    ['news?where[id][in]=', 'where[id][in]'],
    ['news?where[id][equals]=1.5', 'where[id][equals]'],
    ['news?where[id][equals]=99999999999', 'where[id][equals]'],
    ['news?where[id][like]=abc', 'where[id][like]'],
    ['news?where[id][near]=1,2', 'where[id][near]'],
    ['news?where[categories][in]=abc', 'where[categories][in]'],
    ['news?where[publishedAt][equals]=abc', 'where[publishedAt][equals]'],
    ['news?where[publishedAt][like]=abc', 'where[publishedAt][like]'],
    ['news?where[publishedAt][within]=abc', 'where[publishedAt][within]'],
    ['news?where[and][0][publishedAt][less_than]=zzz', 'where[and][0][publishedAt][less_than]'],
    ['news?where[_status][equals]=abc', 'where[_status][equals]'],
    ['news?where[_status][contains]=draft', 'where[_status][contains]'],
    ['users?where[roles][contains]=owner', 'where[roles][contains]'],
    ['news?where[title][equals][x]=1', 'where[title][equals]'],
    ['news/count?where[id][in]=abc', 'where[id][in]'],
    ['news/versions?where[parent][equals]=abc', 'where[parent][equals]'],
    ['news/versions?where[version.publishedAt][equals]=abc', 'where[version.publishedAt][equals]'],
    ['pages?where[parent][equals]=abc', 'where[parent][equals]'],
    ['globals/navigation/versions?where[updatedAt][equals]=abc', 'where[updatedAt][equals]'],
  ] as const

  it('is refused with a 400 that names it, on every engine, before Payload hands it to SQL', async () => {
    for (const [path, argument] of malformed) {
      const response = await rest('GET', path, { token: adminToken, headers: english })
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({
        errors: [{ message: `Invalid arguments passed in request: ${argument}` }],
      })
    }
  })

  it('is refused in the admin language Payload picks, also in a GET sent as a POST', async () => {
    const croatian = await rest('GET', 'news?limit=1.5', { headers: { 'Accept-Language': 'hr' } })
    expect(await croatian.json()).toEqual({ errors: [{ message: 'Nevažeći argumenti u zahtjevu: limit' }] })
    const overridden = await api.POST(
      new Request('http://localhost/api/news', {
        method: 'POST',
        headers: {
          ...english,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Payload-HTTP-Method-Override': 'GET',
        },
        body: 'where[id][in]=abc&limit=1.5',
      }),
      { params: Promise.resolve({ slug: ['news'] }) },
    )
    expect(overridden.status).toBe(400)
    expect(await overridden.json()).toEqual({
      errors: [{ message: 'Invalid arguments passed in request: limit, where[id][in]' }],
    })
  })

  it('leaves well-formed queries to Payload, which answers them', async () => {
    const published = new Date('2026-11-20T08:00:00.000Z').toISOString()
    const item = await payload.create({
      collection: 'news',
      data: { title: 'Nova isporuka', slug: 'nova-isporuka', publishedAt: published, categories: [categoryId] },
      draft: true,
      locale: 'hr',
      context: { disableRevalidate: true },
    })
    const found = async (path: string) => {
      const response = await rest('GET', path, { token: adminToken })
      expect(response.status, path).toBe(200)
      return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
    }
    expect(await found(`news?where[id][in]=${item.id},999999&limit=10&page=1&depth=0`)).toEqual([item.id])
    expect(await found(`news?where[id][not_in][0]=${item.id}`)).toEqual([])
    expect(await found(`news?where[categories][in]=${categoryId}`)).toEqual([item.id])
    expect(await found('news?where[publishedAt][greater_than]=2026-11-19')).toEqual([item.id])
    expect(await found('news?where[_status][equals]=draft&where[title][like]=isporuka')).toEqual([item.id])
    expect(await found('news?where[or][0][id][equals]=null&where[or][1][type][equals]=news')).toEqual([item.id])
    expect(await found(`news/versions?where[parent][equals]=${item.id}`)).toHaveLength(1)
    expect((await rest('GET', 'news/count?where[publishedAt][exists]=true', { token: adminToken })).status).toBe(200)
    // The relationship picker of a report's assignee asks for the staff whose roles hold one.
    const admins = await rest('GET', 'users?where[roles][contains]=admin', { token: adminToken })
    expect(((await admins.json()) as { docs: unknown[] }).docs).not.toHaveLength(0)
  })
})

describe('an order change (drag and drop in a list)', () => {
  const reorder = (body: unknown, token = '', type = 'application/json') =>
    rest('POST', 'reorder', {
      token,
      headers: { 'Content-Type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const locationsInOrder = async () =>
    (await payload.find({ collection: 'locations', sort: '_order', depth: 0 })).docs.map(({ city }) => city)

  it('without its target or not JSON is a 400, not the 500 Payload gives', async () => {
    const move = { collectionSlug: 'locations', orderableFieldName: '_order', newKeyWillBe: 'greater', docsToMove: [1] }
    for (const [body, type] of [
      [move, 'application/json'],
      [{ ...move, target: 'x' }, 'application/json'],
      ['{"docsToMove":', 'text/plain'],
      [JSON.stringify({ ...move, target: { id: 1, key: 'a0' } }).slice(0, -1), 'text/plain'],
    ] as const) {
      const response = await reorder(body, '', type)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('is refused to visitors and carried out for staff', async () => {
    const context = { disableRevalidate: true }
    for (const city of ['Zagreb', 'Split', 'Osijek']) {
      await payload.create({ collection: 'locations', data: { city, address: `${city} 1`, market: 'cro' }, context })
    }
    const { docs } = await payload.find({ collection: 'locations', sort: '_order', depth: 0 })
    const [zagreb, , osijek] = docs
    const move = {
      collectionSlug: 'locations',
      orderableFieldName: '_order',
      newKeyWillBe: 'less',
      docsToMove: [osijek?.id],
      target: { id: zagreb?.id, key: zagreb?._order },
    }
    expect((await reorder(move)).status).toBe(403)
    expect(await locationsInOrder()).toEqual(['Zagreb', 'Split', 'Osijek'])
    expect((await reorder(move, adminToken)).status).toBe(200)
    expect(await locationsInOrder()).toEqual(['Osijek', 'Zagreb', 'Split'])
  })
})
