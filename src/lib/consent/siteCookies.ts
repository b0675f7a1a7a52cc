import { getTranslations } from 'next-intl/server'
import { staffSessionSeconds } from '@/collections/Users'
import type { Locale } from '@/i18n/locales'
import { localeCookie } from '@/i18n/routing'
import { type ConsentCategory, type ConsentCategoryView, consentCategories } from './categories'
import { consentCookieName, consentMaxAgeSeconds } from './consentCookie'

type SiteCookie = {
  name: string
  category: ConsentCategory
  /** Key of its purpose under CookieConsent.purposes in messages/. */
  purpose: 'locale' | 'consent' | 'staffSession'
  maxAgeSeconds: number
}

/**
 * Every cookie the site sets, with lifetimes taken from the code that sets them: the cookie
 * policy and the consent settings list exactly these. A new cookie is added here.
 */
export const siteCookies: SiteCookie[] = [
  { name: localeCookie.name, category: 'necessary', purpose: 'locale', maxAgeSeconds: localeCookie.maxAge },
  { name: consentCookieName, category: 'necessary', purpose: 'consent', maxAgeSeconds: consentMaxAgeSeconds },
  // Payload's login cookie (`<cookiePrefix>-token`, prefix `payload`), set only when staff sign in at /admin.
  { name: 'payload-token', category: 'necessary', purpose: 'staffSession', maxAgeSeconds: staffSessionSeconds },
]

const hour = 60 * 60
const day = 24 * hour
const year = 365 * day

/** A lifetime in the largest whole unit: 31536000 s is one year, 7200 s two hours. */
function lifetimeUnit(seconds: number): { unit: 'years' | 'days' | 'hours'; count: number } {
  if (seconds % year === 0) return { unit: 'years', count: seconds / year }
  if (seconds % day === 0) return { unit: 'days', count: seconds / day }
  return { unit: 'hours', count: Math.round(seconds / hour) }
}

/** The consent categories with their cookies, in a locale: for the consent settings and the cookie policy. */
export async function describeConsentCategories(locale: Locale): Promise<ConsentCategoryView[]> {
  const t = await getTranslations({ locale, namespace: 'CookieConsent' })
  return consentCategories.map(({ id, essential }) => ({
    id,
    essential,
    name: t(`categories.${id}.name`),
    description: t(`categories.${id}.description`),
    cookies: siteCookies
      .filter((cookie) => cookie.category === id)
      .map((cookie) => {
        const { unit, count } = lifetimeUnit(cookie.maxAgeSeconds)
        return {
          name: cookie.name,
          purpose: t(`purposes.${cookie.purpose}`),
          lifetime: t(`lifetime.${unit}`, { count }),
        }
      }),
  }))
}
