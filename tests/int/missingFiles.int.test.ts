import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simplePdf } from '@/seed/pdf'
import { startPayload } from './support/payload'
import { restClient, staffTokens } from './support/staffApi'
import { uploadCv, uploadDocument } from './support/uploads'

let payload: Payload
let get: Awaited<ReturnType<typeof restClient>>

beforeAll(async () => {
  payload = await startPayload()
  get = await restClient()
})

afterAll(async () => {
  await payload.destroy()
})

describe('a file of an upload collection that is not on the disk', () => {
  it('is a 404, as an unknown document is, where Payload answers 500', async () => {
    const pdf = simplePdf('Certifikat', ['ISO 9001'])
    const document = await uploadDocument(payload, pdf, 'certifikat.pdf')
    expect((await get(`documents/file/${document.filename}`)).status).toBe(200)
    const unknownDocument = await get('news-categories/999999')
    const missingFiles = [
      'documents/file/stari-katalog.pdf',
      'media/file/documents%2Fnope.pdf',
      'media/file/%00',
      'media/file/%E0',
    ]
    for (const path of missingFiles) {
      const missing = await get(path)
      expect(missing.status, path).toBe(404)
      expect(await missing.json(), path).toEqual(await unknownDocument.clone().json())
    }
  })

  it('stays refused to whoever may not read the collection, there or not', async () => {
    const pdf = simplePdf('Ana Horvat', ['CV'])
    const cv = await uploadCv(payload, pdf, 'cv.pdf')
    expect((await get(`job-application-files/file/${cv.filename}`)).status).toBe(403)
    expect((await get('job-application-files/file/nope.pdf')).status).toBe(403)
    const { hr } = await staffTokens(payload, ['admin', 'hr'])
    expect((await get('job-application-files/file/nope.pdf', hr)).status).toBe(404)
  })
})
