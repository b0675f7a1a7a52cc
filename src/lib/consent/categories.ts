/**
 * What a visitor can allow, as data: a later analytics or video embed adds its category here and
 * asks hasConsent(category) before it loads. Essential categories are always on and need no consent.
 */
export const consentCategories = [
  { id: 'necessary', essential: true },
  { id: 'analytics', essential: false },
] as const

export type ConsentCategory = (typeof consentCategories)[number]['id']
export type OptionalCategory = Extract<(typeof consentCategories)[number], { essential: false }>['id']

export const optionalCategories = consentCategories
  .filter((category) => !category.essential)
  .map((category) => category.id) as OptionalCategory[]

/** The visitor's decision for every optional category. */
export type ConsentChoices = Record<OptionalCategory, boolean>

/** One cookie as the consent settings and the cookie policy describe it, in the visitor's language. */
type CookieDescription = { name: string; purpose: string; lifetime: string }

/** A category as the consent settings show it, in the visitor's language. */
export type ConsentCategoryView = {
  id: ConsentCategory
  essential: boolean
  name: string
  description: string
  cookies: CookieDescription[]
}

export function allChoices(allowed: boolean): ConsentChoices {
  return Object.fromEntries(optionalCategories.map((id) => [id, allowed])) as ConsentChoices
}
