import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { testPng, uploadImage } from './support/uploads'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('an image of published content', () => {
  it('needs alt text in the language the content is published in; a draft saves without', async () => {
    const image = await uploadImage(payload, await testPng(), 'skladiste.png')
    const published = { publishedAt: '2026-11-20T08:00:00.000Z', _status: 'published' as const }
    const offered = { type: 'news' as const, markets: ['cro' as const] }
    const item = await payload.create({
      collection: 'news',
      data: { title: 'Novo skladište', slug: 'novo-skladiste', cover: image.id, ...offered, ...published },
      locale: 'hr',
      context: quiet,
    })
    const inEnglish = { title: 'New warehouse', slug: 'new-warehouse' }
    // The English draft saves; publishing it is refused while the image has no English alt text.
    await payload.update({
      collection: 'news',
      id: item.id,
      data: inEnglish,
      locale: 'en',
      draft: true,
      context: quiet,
    })
    const refusal = await payload
      .update({ collection: 'news', id: item.id, data: { ...inEnglish, ...published }, locale: 'en', context: quiet })
      .then(() => null)
      .catch((error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors)
    expect(refusal).toEqual([
      {
        label: expect.anything(),
        path: 'cover',
        message:
          'Slika „skladiste.png” nema alternativni tekst na jeziku: engleski. Upišite ga u Slike (jezik sadržaja: engleski) prije objave.',
      },
    ])
    await payload.update({
      collection: 'media',
      id: image.id,
      data: { alt: 'Warehouse' },
      locale: 'en',
      context: quiet,
    })
    const english = await payload.update({
      collection: 'news',
      id: item.id,
      data: { ...inEnglish, ...published },
      locale: 'en',
      context: quiet,
    })
    expect(english._status).toBe('published')
  })
})
