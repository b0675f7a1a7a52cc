import { describe, expect, it } from 'vitest'
import { botCheckFailureText } from '@/features/forms/botCheck'
import { messages } from '@/i18n/messages'

describe('the failed bot check’s text', () => {
  const errors = messages.en.Contact.errors

  it('is the spec’s reCAPTCHA wording only while reCAPTCHA is in use', () => {
    expect(botCheckFailureText(errors, 'recaptcha')).toBe('Invalid reCAPTCHA verification.')
  })

  it('names no product with ALTCHA, in every language of both forms', () => {
    expect(botCheckFailureText(errors, 'altcha')).toBe('The check that you are not a robot failed. Please try again.')
    for (const locale of ['hr', 'en', 'sl', 'bs'] as const) {
      for (const form of [messages[locale].Contact, messages[locale].Report]) {
        expect(botCheckFailureText(form.errors, 'altcha')).not.toMatch(/captcha/i)
      }
    }
  })
})
