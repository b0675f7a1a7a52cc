import { describe, expect, it } from 'vitest'
import { recaptchaScriptUrl } from '@/features/forms/botCheck/recaptchaScript'

describe('reCAPTCHA’s script', () => {
  it('speaks the page’s language (Bosnian pages get Croatian, which Google offers and Bosnian readers read)', () => {
    const language = (locale: 'hr' | 'sl' | 'bs' | 'en') =>
      new URL(recaptchaScriptUrl('site key', locale)).searchParams.get('hl')
    expect([language('hr'), language('sl'), language('bs'), language('en')]).toEqual(['hr', 'sl', 'hr', 'en'])
    expect(new URL(recaptchaScriptUrl('site key', 'sl')).searchParams.get('render')).toBe('site key')
  })
})
