import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { consentCookieName, consentFromCookies } from '@/lib/consent/consentCookie'
import { consentPromptAttribute, consentPromptScript } from '@/lib/consent/consentPrompt'

/** Whether the page's inline check asks for a choice (marks `<html>`) with this `document.cookie`. */
function prompts(cookie: string, framed = false): boolean {
  const attributes = new Map<string, string>()
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  const window = { self: {}, top: {} }
  if (!framed) window.top = window.self
  new Function('document', 'window', consentPromptScript)(document, window)
  return attributes.has(consentPromptAttribute)
}

/** Whether the banner asks once React runs (`readConsent`); a value that does not decode is no choice. */
function asksAfterHydration(cookie: string): boolean {
  try {
    return consentFromCookies(cookie) === null
  } catch {
    return true
  }
}

describe('the consent check before the first paint (the banner shows at once, not after the scripts start)', () => {
  it('asks nothing in a frame (the admin’s live preview), where the banner would cover the page being edited', () => {
    expect(prompts('', true)).toBe(false)
    expect(prompts('')).toBe(true)
  })

  it('asks exactly when the banner will', () => {
    for (const cookie of [
      '',
      `${consentCookieName}=analytics%3D0`,
      `${consentCookieName}=analytics%3D1`,
      `NEXT_LOCALE=en; ${consentCookieName}=analytics%3D1; other=1`,
      `${consentCookieName}=`,
      `${consentCookieName}=analytics%3D2`,
      `${consentCookieName}=video%3D1`,
      `x${consentCookieName}=analytics%3D1`,
      `${consentCookieName}=%E0%A4%A`,
      `${consentCookieName}=analytics%3D0; ${consentCookieName}=analytics%3D9`,
    ]) {
      expect(prompts(cookie), cookie).toBe(asksAfterHydration(cookie))
    }
    expect(prompts('')).toBe(true)
    expect(prompts(`${consentCookieName}=analytics%3D0`)).toBe(false)
  })

  it('agrees with consentFromCookies on generated cookie strings', () => {
    const space = fc.constantFrom('', ' ', '\t', '  ')
    const value = fc.array(fc.constantFrom('analytics', '%3D', '=', '0', '1', '2', '&', '%', ' ', 'video'), {
      maxLength: 6,
    })
    const pair = fc.oneof(
      fc
        .tuple(space, fc.constantFrom(consentCookieName, `x${consentCookieName}`, 'NEXT_LOCALE'), value, space)
        .map(([before, name, parts, after]) => `${before}${name}=${parts.join('')}${after}`),
      fc.string({ maxLength: 4 }),
    )
    const cookie = fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join(';'))
    fc.assert(
      fc.property(cookie, (value) => prompts(value) === asksAfterHydration(value)),
      { numRuns: 3000 },
    )
  })
})
