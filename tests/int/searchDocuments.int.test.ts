import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSite } from '@/lib/cms/search'
import { simplePdf } from '@/seed/pdf'
import { startPayload } from './support/payload'
import { uploadDocument } from './support/uploads'

let payload: Payload

/** Writes a document's texts in a language, as an editor does in the admin. */
const describeDocument = (id: number, locale: 'hr' | 'en', data: { title: string; description?: string }) =>
  payload.update({ collection: 'documents', id, locale, data, context: { disableRevalidate: true } })

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('downloadable documents in the site search', () => {
  it('finds a document by its title and description, in each market of its language, linked to its page', async () => {
    const document = await uploadDocument(payload, simplePdf('Certifikat', ['ISO 9001']), 'gdp-certifikat.pdf')
    await describeDocument(document.id, 'hr', {
      title: 'Certifikat dobre distribucijske prakse',
      description: 'Potvrda o skladištenju lijekova.',
    })
    await describeDocument(document.id, 'en', { title: 'Good distribution practice certificate' })
    const byTitle = await searchSite('cro', 'hr', 'certifikati', 1)
    expect(byTitle.hits.map(({ title, kind, path }) => ({ title, kind, path }))).toEqual([
      { title: 'Certifikat dobre distribucijske prakse', kind: 'document', path: `/file?id=${document.id}` },
    ])
    expect(byTitle.kinds.document).toBe(1)
    // The description, in another inflected form than the query's.
    expect((await searchSite('cro', 'hr', 'skladištenje', 1, { kind: 'document' })).hits).toHaveLength(1)
    // Every market offering the language shows the file screen; only a language with a title finds it.
    expect((await searchSite('bih', 'en', 'certificate', 1)).hits.map(({ path }) => path)).toEqual([
      `/en/file?id=${document.id}`,
    ])
    expect((await searchSite('slo', 'sl', 'certifikat', 1)).hits).toEqual([])
  })

  it('shows a change and a removal at once', async () => {
    const document = await uploadDocument(payload, simplePdf('Politika', ['Kvaliteta']), 'politika.pdf')
    await describeDocument(document.id, 'hr', { title: 'Politika kvalitete' })
    const titles = async () => (await searchSite('cro', 'hr', 'kvaliteta', 1)).hits.map(({ title }) => title)
    expect(await titles()).toEqual(['Politika kvalitete'])
    await describeDocument(document.id, 'hr', { title: 'Politika kvalitete i okoliša' })
    expect(await titles()).toEqual(['Politika kvalitete i okoliša'])
    await payload.delete({ collection: 'documents', id: document.id, context: { disableRevalidate: true } })
    expect(await titles()).toEqual([])
  })
})
