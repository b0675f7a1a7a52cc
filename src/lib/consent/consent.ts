import { type ConsentCategory, type ConsentChoices, consentCategories, type OptionalCategory } from './categories'
import { consentCookie, consentFromCookies } from './consentCookie'

// The browser side of consent. Anything that is not essential (analytics, embeds, third-party
// scripts) checks hasConsent() before it loads.

/** The visitor's stored choices, or null when they have not chosen yet (or the choice expired). */
export function readConsent(): ConsentChoices | null {
  return consentFromCookies(document.cookie)
}

/** Whether something of this category may run now. Essential categories always may. */
export function hasConsent(category: ConsentCategory): boolean {
  if (consentCategories.find(({ id }) => id === category)?.essential) return true
  return readConsent()?.[category as OptionalCategory] === true
}

export function saveConsent(choices: ConsentChoices) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers; consentCookie() builds and escapes the value
  document.cookie = consentCookie(choices, window.location.protocol === 'https:')
}

// Requests to reopen the banner are counted rather than sent as events, so that one made before the
// banner is ready (a click during hydration) is not lost.
let reopenRequests = 0
const reopenListeners = new Set<() => void>()

/** Reopens the consent banner (the footer's cookie settings control). */
export function openCookieSettings() {
  reopenRequests += 1
  for (const listener of reopenListeners) listener()
}

/** For useSyncExternalStore: how many times the visitor asked to reopen the banner. */
export const cookieSettingsRequests = {
  subscribe(listener: () => void) {
    reopenListeners.add(listener)
    return () => reopenListeners.delete(listener)
  },
  count: () => reopenRequests,
  countOnServer: () => 0,
}
