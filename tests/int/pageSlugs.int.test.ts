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
