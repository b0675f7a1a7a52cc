import { existsSync } from 'node:fs'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '@/config/settings'
import { readUploadFile } from '@/lib/cms/uploadFiles'
import { simplePdf } from '@/seed/pdf'
import { startS3 } from '../support/servers/s3.mjs'
import { startPayload } from './support/payload'
import { restClient, staffTokens } from './support/staffApi'
import { getAsset, testPng, uploadCv, uploadDocument, uploadImage } from './support/uploads'

/**
 * Uploads with S3_BUCKET, on a real S3-compatible server (s3rver on a free port): what Payload stores goes to
 * the bucket and nowhere else, and what the site serves comes from the bucket, as on every instance.
 */
let s3: Awaited<ReturnType<typeof startS3>>
let payload: Payload
let png: Buffer
let bucketStopped = false

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  })
  payload = await startPayload()
  png = await testPng()
})

afterAll(async () => {
  await payload?.destroy()
  if (!bucketStopped) await s3?.stop()
})

/** An object of the bucket exactly as stored, read past the site (s3rver answers unsigned reads). */
async function storedObject(key: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('uploads with S3_BUCKET', () => {
  it('stores an image and each of its presets as objects in the bucket, and nothing in MEDIA_DIR', async () => {
    const image = await uploadImage(payload, png, 'bucket.png')
    const original = await storedObject(image.filename ?? '')
    expect(original.status).toBe(200)
    expect(original.bytes.equals(png)).toBe(true)
    const hero = await storedObject(image.sizes?.hero?.filename ?? '')
    expect(await sharp(hero.bytes).metadata()).toMatchObject({ format: 'webp', width: 1536 })
    expect(existsSync(settings().mediaDir)).toBe(false)
  })

  it('serves /assets/{id} and its presets from the bucket, byte for byte', async () => {
    const image = await uploadImage(payload, png, 'served.png')
    const original = await getAsset(`/assets/${image.id}`)
    expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/png'])
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    const card = await getAsset(`/assets/${image.id}?key=card`)
    const stored = await storedObject(image.sizes?.card?.filename ?? '')
    expect(Buffer.from(await card.arrayBuffer()).equals(stored.bytes)).toBe(true)
  })

  it('answers 404 at the asset address once its object is gone from the bucket', async () => {
    const image = await uploadImage(payload, png, 'removed.png')
    await fetch(`${s3.endpoint}/${s3.bucket}/${image.filename}`, { method: 'DELETE' })
    expect((await getAsset(`/assets/${image.id}`)).status).toBe(404)
  })

  it('stores documents under documents/ and serves them at the address Payload gives them', async () => {
    const pdf = simplePdf('Certifikat', ['ISO 9001'])
    const document = await uploadDocument(payload, pdf, 'certifikat.pdf')
    expect((await storedObject(`documents/${document.filename}`)).bytes.equals(pdf)).toBe(true)
    const served = await readUploadFile(document.url ?? '')
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('stores CVs under job-applications/ and serves them only to HR, never to an anonymous request', async () => {
    const pdf = simplePdf('Ana Horvat', ['CV'])
    const cv = await uploadCv(payload, pdf, 'cv-test.pdf')
    expect((await storedObject(`job-applications/${cv.filename}`)).bytes.equals(pdf)).toBe(true)
    // Its address is the site's own file endpoint, which asks the collection's read rule first.
    expect(new URL(cv.url ?? '', 'http://localhost').pathname).toBe(`/api/job-application-files/file/${cv.filename}`)
    expect((await readUploadFile(cv.url ?? '')).status).toBe(403)
    const { hr } = await staffTokens(payload, ['admin', 'hr'])
    const served = await (await restClient())(`job-application-files/file/${cv.filename}`, hr)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
  })
})

describe('readiness with S3_BUCKET', () => {
  it('checks the bucket: ready while it answers, not ready once it is gone', async () => {
    const { checkReadiness } = await import('@/lib/cms/readiness')
    expect(await checkReadiness()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', bucket: 'ok' },
    })
    await s3.stop()
    bucketStopped = true
    const missing = await checkReadiness()
    expect(missing.ready).toBe(false)
    expect(missing.checks.bucket).toMatch(/^unreachable \(\w+/)
  })
})
