import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

type Texts = Record<string, Record<string, unknown>>

describe('Payload’s own admin texts', () => {
  it('are corrected where Croatian ones are wrong: a broken placeholder, typos, a door lock', () => {
    const hr = payload.config.i18n.translations.hr as unknown as Texts
    expect(hr.version?.lastSavedAgo).toBe('Zadnji put spremljeno prije {{distance}}')
    expect(hr.fields?.linkType).toBe('Vrsta poveznice')
    expect(hr.fields?.internalLink).toBe('Interna poveznica')
    expect(hr.fields?.block).toBe('Blok')
    expect(hr.general?.lock).toBe('Zaključaj')
    expect(hr.localization?.localeToPublish).toBe('Jezik za objavu')
  })

  it('keep the rich-text editor’s corrections, which Payload merges after the configuration’s', () => {
    const hr = payload.config.i18n.translations.hr as unknown as Texts
    const lexical = hr.lexical as Record<string, { label?: string }>
    expect(lexical.orderedList?.label).toBe('Numerirani popis')
    expect(lexical.unorderedList?.label).toBe('Popis s grafičkim oznakama')
    // Everything else of the editor's stays its own.
    expect(lexical.link?.label).toBe('Poveznica')
  })

  it('have every placeholder closed in Croatian and Slovenian', () => {
    for (const language of ['hr', 'sl'] as const) {
      const texts = JSON.stringify(payload.config.i18n.translations[language])
      expect(texts.match(/\{\{\w+\}(?!\})/g) ?? []).toEqual([])
      expect(texts).not.toContain('{{naslov}}')
    }
  })
})
