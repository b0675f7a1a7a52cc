import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'

let payload: Payload
let imageId: number
// Imported after the test database is set up: the route's modules read the configuration when loaded.
let getAsset: typeof import('@/app/assets/[id]/route')['GET']
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload()
  getAsset = (await import('@/app/assets/[id]/route')).GET
  const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b5a68' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Skladište' },
    file: { data: png, mimetype: 'image/png', name: 'warehouse.png', size: png.length },
    locale: 'hr',
    context: quiet,
  })
  imageId = image.id
})

afterAll(async () => {
  await payload.destroy()
})

async function asset(path: string) {
  const url = new URL(path, 'http://localhost')
  const id = url.pathname.split('/').pop() ?? ''
  return getAsset(new NextRequest(url), { params: Promise.resolve({ id }) })
}

describe('the asset address /assets/{id}?key={preset}', () => {
  it('serves the original upload', async () => {
    const response = await asset(`/assets/${imageId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(width).toBe(2000)
  })

  it('serves each preset at its width in WebP', async () => {
    for (const [key, expectedWidth] of [
      ['thumbnail', 320],
      ['card', 640],
      ['hero', 1536],
    ] as const) {
      const response = await asset(`/assets/${imageId}?key=${key}`)
      expect(response.status, key).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([width, format]).toEqual([expectedWidth, 'webp'])
    }
  })

  it('answers 404 for an unknown id, an unknown preset or a malformed id', async () => {
    expect((await asset('/assets/999999')).status).toBe(404)
    expect((await asset(`/assets/${imageId}?key=poster`)).status).toBe(404)
    expect((await asset('/assets/abc')).status).toBe(404)
  })
})

describe('staff roles', () => {
  async function staff(email: string, roles: ('admin' | 'editor' | 'pharmacovigilance')[]) {
    const user = await payload.create({ collection: 'users', data: { email, password: 'a-long-password', roles } })
    return { ...user, collection: 'users' as const }
  }

  it('lets editors write content but not manage staff accounts', async () => {
    await staff('admin@example.com', ['admin'])
    const editor = await staff('editor@example.com', ['editor'])
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Uredničko', slug: 'urednicko', markets: ['cro'] },
      locale: 'hr',
      user: editor,
      overrideAccess: false,
      context: quiet,
    })
    expect(page.title).toBe('Uredničko')
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'new@example.com', password: 'a-long-password', roles: ['admin'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const visible = await payload.find({ collection: 'users', user: editor, overrideAccess: false })
    expect(visible.docs.map((user) => user.email)).toEqual(['editor@example.com'])
  })

  it('gives the pharmacovigilance role no right to change content', async () => {
    const officer = await staff('pv@example.com', ['pharmacovigilance'])
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Ne', slug: 'ne', markets: ['cro'] },
        locale: 'hr',
        user: officer,
        overrideAccess: false,
        context: quiet,
      }),
    ).rejects.toThrow()
  })

  it('lets nobody but an admin give a role', async () => {
    const editor = await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.com' } } })
    const self = editor.docs[0]
    if (!self) throw new Error('no editor')
    const updated = await payload.update({
      collection: 'users',
      id: self.id,
      data: { roles: ['admin'] },
      user: { ...self, collection: 'users' },
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
  })
})

describe('readiness', () => {
  it('is ready once every committed migration has run, and says how many have not', async () => {
    const { checkReadiness } = await import('@/lib/cms/readiness')
    expect(await checkReadiness()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } })
    const [newest] = (await payload.find({ collection: 'payload-migrations', sort: '-name', limit: 1 })).docs
    if (!newest) throw new Error('no migration recorded')
    await payload.delete({ collection: 'payload-migrations', id: newest.id })
    expect(await checkReadiness()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: '1 not applied' },
    })
    await payload.create({ collection: 'payload-migrations', data: { name: newest.name, batch: newest.batch } })
  })
})
