import { describe, expect, it, vi } from 'vitest'
import { composeContactMail } from '@/features/contact/mail'
import { contactFormSchema, fieldErrorCodes } from '@/features/contact/schema'
import { escapeHtml } from '@/features/forms/mail'
import { delayBeforeAttempt, retryDelay } from '@/features/forms/mailDelivery'
import { createRateLimiter } from '@/features/forms/rateLimit'

const valid = {
  department: 'veterina',
  name: 'Ana Horvat',
  email: 'ana@example.com',
  message: 'Pozdrav',
  privacyAccepted: true,
}

function errorsOf(form: Record<string, unknown>) {
  const result = contactFormSchema.safeParse(form)
  return result.success ? {} : fieldErrorCodes(result.error)
}

describe('the contact form schema (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it('requires the department, name, email, message and privacy acceptance', () => {
    expect(errorsOf({})).toEqual({
      department: 'required',
      name: 'required',
      email: 'required',
      message: 'required',
      privacyAccepted: 'privacyRequired',
    })
    expect(errorsOf({ ...valid, name: '   ', message: '\n\n' })).toEqual({ name: 'required', message: 'required' })
    expect(errorsOf({ ...valid, privacyAccepted: false })).toEqual({ privacyAccepted: 'privacyRequired' })
  })

  it('allows a name of 50 characters and refuses 51', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(50) })).toEqual({})
    expect(errorsOf({ ...valid, name: 'a'.repeat(51) })).toEqual({ name: 'tooLong' })
  })

  it('allows an email of 50 characters and refuses 51', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(email(50)).toHaveLength(50)
    expect(errorsOf({ ...valid, email: email(50) })).toEqual({})
    expect(errorsOf({ ...valid, email: email(51) })).toEqual({ email: 'tooLong' })
  })

  it('refuses an email that is not an address', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana example@x.hr']) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: 'invalidEmail' })
    }
  })

  it('refuses a line break in the name', () => {
    expect(errorsOf({ ...valid, name: 'Ana\r\nBcc: x@example.com' })).toEqual({ name: 'invalidName' })
  })
})

describe('the contact mail', () => {
  const recipient = { id: 1, name: 'Veterina', mail: 'veterina@demomedika.example', secondMail: null }

  it('escapes every character with a meaning in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })

  it('goes to the department, with its name as subject and the visitor as reply-to', () => {
    const mail = composeContactMail({ ...valid, message: 'Red 1\n<i>Red 2</i>' }, recipient)
    expect(mail.to).toEqual(['veterina@demomedika.example'])
    expect(mail.subject).toBe('Veterina')
    expect(mail.replyTo).toEqual({ name: 'Ana Horvat', address: 'ana@example.com' })
    expect(mail.html).toContain('<p>Red 1<br>&lt;i&gt;Red 2&lt;/i&gt;</p>')
    expect(mail.text).toBe('From: Ana Horvat\nE-mail: ana@example.com\n\nMessage:\nRed 1\n<i>Red 2</i>')
  })

  it('also goes to the second mail when the department has one', () => {
    expect(composeContactMail(valid, { ...recipient, secondMail: 'drugi@demomedika.example' }).to).toEqual([
      'veterina@demomedika.example',
      'drugi@demomedika.example',
    ])
  })
})

describe('the outbox backoff', () => {
  it('waits 30 s after the first failure, doubles, and never more than an hour', () => {
    expect(delayBeforeAttempt(1)).toBe(retryDelay.firstMs)
    expect(delayBeforeAttempt(2)).toBe(2 * retryDelay.firstMs)
    expect(delayBeforeAttempt(4)).toBe(8 * retryDelay.firstMs)
    expect(delayBeforeAttempt(40)).toBe(retryDelay.longestMs)
  })
})

describe('the contact rate limit', () => {
  it('allows the limit per address in a window, then refuses with the seconds to wait, and allows again after it', async () => {
    // The window ends on the limiter's clock, moved on rather than waited out.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    try {
      const limiter = createRateLimiter({ name: 'unit', limit: 5, windowMs: 1_000 })
      for (let hit = 0; hit < 5; hit += 1) expect((await limiter.hit('a')).allowed).toBe(true)
      expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
      expect((await limiter.hit('b')).allowed).toBe(true)
      vi.advanceTimersByTime(1_100)
      expect((await limiter.hit('a')).allowed).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
