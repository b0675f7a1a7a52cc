import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

// Requests Payload answered with a 500 or took whole, through the site's REST route with its guards.
let payload: Payload
let categoryId: number
let adminToken: string
let rest: RestRoute

beforeAll(async () => {
  payload = await startPayload()
  const api = await import('@/app/(payload)/api/[...slug]/route')
  rest = (method, path, options) => restRoute(api, method, path, options)
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

describe('a request however its address is spelled', () => {
  it('is checked on the route Payload resolves: an escaped letter in a slug is no way past the guards', async () => {
    expect((await rest('GET', '%6eews-categories/abc', { token: adminToken })).status).toBe(404)
    const query = await rest('GET', '%6eews-categories?where[createdAt][equals]=x', { token: adminToken })
    expect(query.status).toBe(400)
    expect((await rest('GET', 'news-categories/COUNT?where[createdAt][equals]=x', { token: adminToken })).status).toBe(
      400,
    )
  })
})

describe('a body over its limit', () => {
  it('is refused with a 413 before Payload reads it (2 MB of JSON; uploads may send 50 MB)', async () => {
    const large = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024), slug: 'large' })
    const refused = await rest('POST', 'news-categories', {
      token: adminToken,
      headers: { 'Content-Type': 'application/json' },
      body: large,
    })
    expect(refused.status).toBe(413)
    const accepted = await rest('POST', 'news-categories', {
      token: adminToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Skladište', slug: 'skladiste' }),
    })
    expect(accepted.status).toBe(201)
  })
})

describe('staff requests Payload answered with a 500', () => {
  it('are answered below 500: versions of a collection without versions, a body sent as plain text', async () => {
    for (const [method, path, type] of [
      ['GET', 'news-categories/versions', undefined],
      ['GET', 'news-categories/versions/1', undefined],
      ['POST', 'news-categories', 'text/plain'],
      ['PATCH', `news-categories/${categoryId}`, 'text/plain'],
    ] as const) {
      const answer = await rest(method, path, {
        token: adminToken,
        headers: type ? { 'Content-Type': type } : {},
        body: type ? 'name=x' : undefined,
      })
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})
