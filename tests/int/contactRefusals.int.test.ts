import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContactDirectory } from '@/seed/seed'
import { contactEndpoint as endpoint, postContact as post, solvedAltchaToken, validForm } from './support/contactForm'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  await seedContactDirectory(payload)
})

afterAll(async () => {
  await payload.destroy()
})

describe('the contact endpoint refuses bad requests with a 4xx, never a 500', () => {
  it('answers 400 with localized field errors for an invalid form', async () => {
    const response = await endpoint()(
      post({ department: 'uprava', name: 'x'.repeat(51), email: 'not-an-email', message: '' }, { locale: 'en' }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fieldErrors: Record<string, string> }
    expect(body.fieldErrors).toEqual({
      name: 'Enter at most 50 characters.',
      email: 'Enter a valid e-mail address.',
      message: 'This field is required.',
      privacyAccepted: 'Accept the privacy policy to send your message.',
    })
  })

  it('answers 400 for malformed JSON and for an unknown department key', async () => {
    const malformed = await endpoint()(post('{"name": '))
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toBe('Zahtjev nije ispravan.')

    const unknown = await endpoint()(
      post({ ...validForm, department: 'nepostojeci_odjel', botCheckToken: await solvedAltchaToken() }),
    )
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { fieldErrors: Record<string, string> }).fieldErrors.department).toBe(
      'Odabrani odjel ne postoji.',
    )
  })

  it('answers 400 for a department of another market', async () => {
    const response = await endpoint()(post({ ...validForm, department: 'info', botCheckToken: 'x' }))
    expect(response.status).toBe(400)
  })

  it('answers 413 for a body over 32 KB', async () => {
    const response = await endpoint()(post({ ...validForm, message: 'x'.repeat(33 * 1024) }))
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toBe('Poruka je prevelika.')
  })

  it('answers 429 after the limit from one address, saying in the visitor’s language when to try again', async () => {
    const limited = endpoint({ limit: 5 })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await limited(post('{}', { client: '203.0.113.9' }))).status).toBe(400)
    }
    const refused = await limited(post('{}', { client: '203.0.113.9', locale: 'en' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The test's limiter has a window of a minute.
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Too many forms have been sent from this address. Please try again in 1 minute.',
    )
    const inCroatian = await limited(post('{}', { client: '203.0.113.9', locale: 'hr' }))
    expect(((await inCroatian.json()) as { error: string }).error).toBe(
      'S ove adrese poslano je previše obrazaca. Pokušajte ponovo za 1 minutu.',
    )
    expect((await limited(post('{}', { client: '198.51.100.7' }))).status).toBe(400)
  })

  it('answers 403 for a failed bot check in words that name no product (ALTCHA is in use), and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    const forged = await endpoint()(post({ ...validForm, botCheckToken: 'bm90IGEgc29sdXRpb24=' }, { locale: 'en' }))
    expect(forged.status).toBe(403)
    expect(((await forged.json()) as { error: string }).error).toBe(
      'The check that you are not a robot failed. Please try again.',
    )
    const missing = await endpoint()(post(validForm))
    expect(missing.status).toBe(403)
    expect(((await missing.json()) as { error: string }).error).toBe(
      'Provjera da niste robot nije uspjela. Pokušajte ponovno.',
    )
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
  })

  it('accepts a solved ALTCHA challenge only once', async () => {
    const token = await solvedAltchaToken()
    expect((await endpoint()(post({ ...validForm, name: 'Replay', botCheckToken: token }))).status).toBe(200)
    expect((await endpoint()(post({ ...validForm, name: 'Replay', botCheckToken: token }))).status).toBe(403)
  })
})

describe('contact data is read by staff only', () => {
  it('shows anonymous visitors the directory without mail addresses, and no contact messages or outbox', async () => {
    const directory = await payload.find({
      collection: 'contact-directory',
      where: { key: { equals: 'uprava' } },
      overrideAccess: false,
      locale: 'en',
    })
    expect(directory.docs[0]?.displayName).toBe('Management')
    expect(directory.docs[0]?.mail).toBeUndefined()
    expect(directory.docs[0]?.secondMail).toBeUndefined()
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'mail-outbox', overrideAccess: false })).rejects.toThrow()
  })

  it('has every spec key of the Croatian directory and the single Bosnian entry', async () => {
    const keys = async (market: string) =>
      (await payload.find({ collection: 'contact-directory', where: { market: { equals: market } }, limit: 0 })).docs
        .map((doc) => doc.key)
        .sort()
    expect(await keys('cro')).toHaveLength(29)
    expect(await keys('slo')).toHaveLength(10)
    expect(await keys('bih')).toEqual(['info'])
  })
})
