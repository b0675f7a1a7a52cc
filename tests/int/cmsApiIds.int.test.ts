import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
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

/** A request to Payload's REST API through the site's route, as Next calls it. */
async function rest(method: keyof typeof api, path: string, { token = '', headers = {} } = {}) {
  const handler = api[method]
  if (typeof handler !== 'function') throw new Error(`no ${method} handler`)
  const authorization: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { ...authorization, ...headers },
  })
  return handler(request, { params: Promise.resolve({ slug: path.split('?')[0]?.split('/') ?? [] }) })
}

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
