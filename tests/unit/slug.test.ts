import { describe, expect, it } from 'vitest'
import { slugFromTitle } from '@/fields/slug'

describe('slugFromTitle', () => {
  it('writes the letters of Croatian, Slovenian and Bosnian titles in plain Latin (đ as dj)', () => {
    expect(slugFromTitle('Događaji u Čakovcu i Šibeniku')).toBe('dogadjaji-u-cakovcu-i-sibeniku')
    expect(slugFromTitle('Žitarice, ćevapi & ĐURĐEVAC')).toBe('zitarice-cevapi-djurdjevac')
  })

  it('keeps digits, collapses every other run of characters into one hyphen and trims the ends', () => {
    expect(slugFromTitle('  Novost #1 — 2026. godina!  ')).toBe('novost-1-2026-godina')
  })

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugFromTitle(' — ! ')).toBe('')
  })
})
