import { afterEach, describe, expect, it, vi } from 'vitest'
import { allChoices, optionalCategories } from '@/lib/consent/categories'
import { hasConsent, saveConsent } from '@/lib/consent/consent'
import {
  consentCookie,
  consentCookieName,
  consentFromCookies,
  consentMaxAgeSeconds,
  parseConsent,
  serializeConsent,
} from '@/lib/consent/consentCookie'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookie consent record (GDPR: stored 12 months, asked again for anything new)', () => {
  it('has at least one optional category, and every optional category starts refused', () => {
    expect(optionalCategories).toContain('analytics')
    expect(Object.values(allChoices(false)).every((allowed) => !allowed)).toBe(true)
  })

  it('round-trips the choices through the cookie value', () => {
    const choices = { ...allChoices(false), analytics: true }
    expect(parseConsent(serializeConsent(choices))).toEqual(choices)
    expect(serializeConsent(allChoices(false))).toBe('analytics=0')
  })

  it('treats a missing, malformed or incomplete record as no choice, so the banner asks', () => {
    expect(parseConsent(undefined)).toBeNull()
    expect(parseConsent('analytics=yes')).toBeNull()
    expect(parseConsent('marketing=1')).toBeNull()
  })

  it('stores the choice for 12 months on the whole site', () => {
    expect(consentMaxAgeSeconds).toBe(365 * 24 * 60 * 60)
    const cookie = consentCookie(allChoices(false), true)
    expect(cookie).toBe(`${consentCookieName}=analytics%3D0; Max-Age=31536000; Path=/; SameSite=Lax; Secure`)
    expect(consentCookie(allChoices(true), false)).not.toContain('Secure')
  })

  it('finds the choice among other cookies', () => {
    expect(consentFromCookies(`NEXT_LOCALE=en; ${consentCookieName}=analytics%3D1`)).toEqual({ analytics: true })
    expect(consentFromCookies('NEXT_LOCALE=en')).toBeNull()
  })
})

describe('hasConsent: the check a non-essential script makes before it loads', () => {
  /** document.cookie as the browser keeps it: writes set one cookie, reads list name=value pairs. */
  function browserWithCookies(initial: Record<string, string>) {
    const jar = new Map(Object.entries(initial))
    const written: string[] = []
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(line: string) {
        written.push(line)
        const [pair = ''] = line.split(';')
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
      },
    })
    vi.stubGlobal('window', { location: { protocol: 'https:' } })
    return written
  }

  it('allows nothing optional before the visitor chose, but essential cookies always', () => {
    browserWithCookies({ NEXT_LOCALE: 'hr' })
    expect(hasConsent('analytics')).toBe(false)
    expect(hasConsent('necessary')).toBe(true)
  })

  it('follows the saved choice, and a withdrawal as soon as it is saved', () => {
    const written = browserWithCookies({})
    saveConsent({ analytics: true })
    expect(hasConsent('analytics')).toBe(true)
    saveConsent({ analytics: false })
    expect(hasConsent('analytics')).toBe(false)
    expect(written.every((line) => line.includes('Max-Age=31536000') && line.includes('Secure'))).toBe(true)
  })
})
