import { allChoices } from '../../../src/lib/consent/categories'
import { consentCookieName, serializeConsent } from '../../../src/lib/consent/consentCookie'
import { e2eEnv } from './env.mjs'

/**
 * Browser state of a visitor who already answered the cookie banner (rejected everything): the
 * default for the tests, so that the banner does not cover what they check. consent.spec.ts starts
 * without it.
 */
export const consentAnswered = {
  cookies: [
    {
      name: consentCookieName,
      value: encodeURIComponent(serializeConsent(allChoices(false))),
      domain: new URL(e2eEnv.SITE_URL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
}

/** A first visit: no cookies, nothing stored. */
export const firstVisit = { cookies: [], origins: [] }
