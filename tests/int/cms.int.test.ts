import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '@/config/settings'
import { startPayload } from './support/payload'
import { getAsset, testPng, uploadImage } from './support/uploads'

let payload: Payload
let imageId: number
let filename: string
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload()
  const image = await uploadImage(payload, await testPng())
  imageId = image.id
  filename = image.filename ?? ''
})

afterAll(async () => {
  await payload.destroy()
})

describe('the asset address /assets/{id}?key={preset}', () => {
  it('keeps uploads in MEDIA_DIR without S3_BUCKET', () => {
    expect(existsSync(path.join(settings().mediaDir, filename))).toBe(true)
  })

  it('serves the original upload', async () => {
    const response = await getAsset(`/assets/${imageId}`)
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
      const response = await getAsset(`/assets/${imageId}?key=${key}`)
      expect(response.status, key).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([width, format]).toEqual([expectedWidth, 'webp'])
    }
  })

  it('gives an upload narrower than the hero preset its hero at its own width in WebP, and no larger preset', async () => {
    const narrow = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0b5a68' } })
      .png()
      .toBuffer()
    const image = await uploadImage(payload, narrow, 'narrow.png')
    expect([image.sizes?.hero?.width, image.sizes?.hero?.mimeType]).toEqual([1280, 'image/webp'])
    const response = await getAsset(`/assets/${image.id}?key=hero`)
    const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([width, format]).toEqual([1280, 'webp'])
    expect(image.sizes?.card?.width).toBe(640)
  })

  it('answers a revalidation with the same ETag by 304, without a body', async () => {
    const etag = (await getAsset(`/assets/${imageId}?key=card`)).headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await getAsset(`/assets/${imageId}?key=card`, { 'if-none-match': etag })
    expect([again.status, again.body]).toEqual([304, null])
  })

  it('serves an upload whose file name has letters beyond Latin-1 (its ETag was built from the name: a 500)', async () => {
    const image = await uploadImage(payload, await testPng(), 'žabljak-čvor-Ђ.png')
    for (const address of [`/assets/${image.id}`, `/assets/${image.id}?key=card`]) {
      const response = await getAsset(address)
      expect(response.status, address).toBe(200)
      expect(response.headers.get('etag'), address).toMatch(/^"[\w-]+"$/)
    }
  })

  it('answers 404 for an unknown id, an unknown preset or a malformed id', async () => {
    expect((await getAsset('/assets/999999')).status).toBe(404)
    expect((await getAsset(`/assets/${imageId}?key=poster`)).status).toBe(404)
    expect((await getAsset('/assets/abc')).status).toBe(404)
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
