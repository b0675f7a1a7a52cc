import { en } from './admin/en'
import { type AdminTextKey, hr } from './admin/hr'
import { sl } from './admin/sl'
import { fill } from './fill'
import type { Locale } from './locales'

export type { AdminTextKey } from './admin/hr'

/** The languages of the admin (Payload's own translations exist for each); staff pick theirs in their account. */
const adminLanguages = ['hr', 'sl', 'en'] as const
type AdminLanguage = (typeof adminLanguages)[number]

const texts: Record<AdminLanguage, Record<AdminTextKey, string>> = { hr, sl, en }

/** The admin language Payload's `i18n.language` names, English for any other. */
function adminLanguage(language: string): AdminLanguage {
  return (adminLanguages as readonly string[]).includes(language) ? (language as AdminLanguage) : 'en'
}

/** A label in every admin language, the shape Payload takes for labels, descriptions and options. */
export function adminLabel(key: AdminTextKey): Record<AdminLanguage, string> {
  return { hr: hr[key], sl: sl[key], en: en[key] }
}

export function isAdminTextKey(key: string): key is AdminTextKey {
  return Object.hasOwn(hr, key)
}

/** One admin text in a staff member's language. */
export function adminText(language: string, key: AdminTextKey): string {
  return texts[adminLanguage(language)][key]
}

/**
 * A field's validation message in the language of the staff member saving (`req.i18n`, as Payload's own
 * messages), with `{name}` placeholders filled.
 */
export function validationMessage(
  req: { i18n?: { language: string } },
  key: AdminTextKey,
  values: Record<string, string> = {},
): string {
  return fill(adminText(req.i18n?.language ?? 'hr', key), values)
}

/** The content locale whose texts an admin language reads (the report form's questions, dates). */
export function adminContentLocale(language: string): Locale {
  return adminLanguage(language)
}
