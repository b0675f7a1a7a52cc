import { type ConsentChoices, optionalCategories } from './categories'

/** The cookie that stores the visitor's choice; essential, since it records the refusal too. */
export const consentCookieName = 'site_consent'

/** The choice is kept for 12 months; then the banner asks again. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60

/** The cookie's value: one `category=0|1` pair per optional category, e.g. `analytics=0`. */
export function serializeConsent(choices: ConsentChoices): string {
  return new URLSearchParams(optionalCategories.map((id) => [id, choices[id] ? '1' : '0'])).toString()
}

/**
 * The stored choices, or null when there are none or when a category is missing (one added since
 * the visitor chose): then the visitor is asked again.
 */
export function parseConsent(value: string | undefined): ConsentChoices | null {
  if (!value) return null
  const pairs = new URLSearchParams(value)
  const choices: Partial<ConsentChoices> = {}
  for (const id of optionalCategories) {
    const decision = pairs.get(id)
    if (decision !== '0' && decision !== '1') return null
    choices[id] = decision === '1'
  }
  return choices as ConsentChoices
}

/** The choices stored in a Cookie header or document.cookie. */
export function consentFromCookies(cookies: string): ConsentChoices | null {
  const prefix = `${consentCookieName}=`
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
  return parseConsent(entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined)
}

/** The Set-Cookie form (for document.cookie) that stores the choices for 12 months. */
export function consentCookie(choices: ConsentChoices, secure: boolean): string {
  const value = encodeURIComponent(serializeConsent(choices))
  return `${consentCookieName}=${value}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
