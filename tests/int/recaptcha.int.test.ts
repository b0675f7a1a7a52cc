import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { recaptchaBotCheck } from '@/features/forms/botCheck/recaptcha'
import { SiteverifyServer } from './support/siteverify'

describe('reCAPTCHA v3 checked against a server that speaks siteverify', () => {
  const siteverify = new SiteverifyServer()
  let check: ReturnType<typeof recaptchaBotCheck>
  const good = { success: true, score: 0.9, action: 'submit', hostname: 'www.demomedika.example' }

  beforeAll(async () => {
    const verifyUrl = await siteverify.start()
    check = recaptchaBotCheck(
      { siteKey: 'site', secretKey: 'server-secret', verifyUrl, minScore: 0.5 },
      'www.demomedika.example',
      // Long enough for a loaded CI machine; the "hang" case waits it out.
      2_000,
    )
  })
  afterAll(() => siteverify.stop())
  beforeEach(() => {
    siteverify.answer = good
  })
  afterEach(() => {
    siteverify.answer = good
  })

  it('passes a successful answer for the submit action and this hostname, posting the secret and token', async () => {
    expect(await check.verify('browser-token')).toEqual({ passed: true })
    expect(siteverify.requests.at(-1)?.get('secret')).toBe('server-secret')
    expect(siteverify.requests.at(-1)?.get('response')).toBe('browser-token')
  })

  it.each([
    ['a score below RECAPTCHA_MIN_SCORE', { ...good, score: 0.3 }],
    ['the wrong action', { ...good, action: 'login' }],
    ['another hostname', { ...good, hostname: 'evil.example' }],
    ['success false', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['no answer within the timeout', 'hang' as const],
  ])('fails on %s', async (_case, answer) => {
    siteverify.answer = answer
    expect((await check.verify('browser-token')).passed).toBe(false)
  })

  it('accepts a score exactly at the minimum and fails without a token', async () => {
    siteverify.answer = { ...good, score: 0.5 }
    expect((await check.verify('browser-token')).passed).toBe(true)
    expect((await check.verify(undefined)).passed).toBe(false)
  })
})
