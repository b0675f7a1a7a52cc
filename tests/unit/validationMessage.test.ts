import { describe, expect, it } from 'vitest'
import { validationMessage } from '@/i18n/adminText'

describe('validationMessage', () => {
  it('speaks the language of the staff member saving, with the values filled in', () => {
    const refusal = (language: string) =>
      validationMessage({ i18n: { language } }, 'validation.department', { value: 'ljekarna' })
    expect(refusal('hr')).toBe('"ljekarna" nije odjel iz imenika kontakata.')
    expect(refusal('sl')).toBe('"ljekarna" ni oddelek iz imenika stikov.')
    expect(refusal('en')).toBe('"ljekarna" is not a department of the contact directory.')
  })

  it('falls back to English for a language the admin does not speak, and to Croatian without a request language', () => {
    expect(validationMessage({ i18n: { language: 'de' } }, 'validation.slug')).toBe(
      'Use lower-case letters, digits and single hyphens only.',
    )
    expect(validationMessage({}, 'validation.slug')).toBe('Koristite samo mala slova, brojke i pojedinačne crtice.')
  })
})
