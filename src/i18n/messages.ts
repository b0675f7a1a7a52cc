import bs from '../../messages/bs.json'
import en from '../../messages/en.json'
import hr from '../../messages/hr.json'
import sl from '../../messages/sl.json'
import type { Locale } from './locales'

/**
 * Every locale's UI strings, for code that needs them outside a page render (form endpoints, mail,
 * tests); pages read them through next-intl.
 */
export const messages = { hr, en, sl, bs } as const satisfies Record<Locale, unknown>
