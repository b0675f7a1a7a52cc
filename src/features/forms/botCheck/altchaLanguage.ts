import type { Locale } from '@/i18n/locales'

/**
 * ALTCHA's own translation of its widget for each of the site's languages, each in its own chunk: a page
 * loads the one it speaks and no other. English is built into the widget.
 */
const translations: Record<Locale, () => Promise<unknown>> = {
  hr: () => import('altcha/i18n/hr'),
  sl: () => import('altcha/i18n/sl'),
  bs: () => import('altcha/i18n/bs'),
  en: async () => undefined,
}

/** Registers the widget's texts in the locale (ALTCHA keeps them in a global store the widget reads). */
export function loadAltchaLanguage(locale: Locale): Promise<unknown> {
  return translations[locale]()
}
