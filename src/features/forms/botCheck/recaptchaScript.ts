import type { Locale } from '@/i18n/locales'

/** reCAPTCHA v3's script; it is added to the page only when the contact overlay opens. */
const scriptUrl = 'https://www.google.com/recaptcha/api.js'

/**
 * The language reCAPTCHA's badge speaks (its `hl`), from the codes Google supports: Bosnian is not one of
 * them, and Croatian is the one a Bosnian reader reads as their own (same Latin script, near-identical words).
 */
const recaptchaLanguage: Record<Locale, string> = { hr: 'hr', sl: 'sl', bs: 'hr', en: 'en' }

/** The script's address for a site key, in the page's language. */
export function recaptchaScriptUrl(siteKey: string, locale: Locale): string {
  return `${scriptUrl}?${new URLSearchParams({ render: siteKey, hl: recaptchaLanguage[locale] })}`
}

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

/** A setup problem, worded as in the spec's error catalogue. */
export class RecaptchaSetupError extends Error {
  constructor(problem: 'No key provided' | 'No version provided' | 'Failed to load script' | 'Failed to execute') {
    super(`ReCaptcha error: ${problem}`)
    this.name = 'RecaptchaSetupError'
  }
}

type RecaptchaConfig = { siteKey: string; version: number | undefined; action: string; locale: Locale }

let loading: Promise<Grecaptcha> | undefined

export function loadRecaptcha({ siteKey, version, locale }: RecaptchaConfig): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new RecaptchaSetupError('No key provided'))
  if (!version) return Promise.reject(new RecaptchaSetupError('No version provided'))
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = recaptchaScriptUrl(siteKey, locale)
    script.async = true
    script.onload = () => {
      const grecaptcha = window.grecaptcha
      if (!grecaptcha) return reject(new RecaptchaSetupError('Failed to load script'))
      grecaptcha.ready(() => resolve(grecaptcha))
    }
    script.onerror = () => reject(new RecaptchaSetupError('Failed to load script'))
    document.head.append(script)
  }).catch((error: unknown) => {
    // A later opening of the overlay tries again.
    loading = undefined
    throw error
  })
  return loading
}

/** A token for the server to verify, from a run of reCAPTCHA with the configured action. */
export async function executeRecaptcha(config: RecaptchaConfig): Promise<string> {
  const grecaptcha = await loadRecaptcha(config)
  try {
    return await grecaptcha.execute(config.siteKey, { action: config.action })
  } catch {
    throw new RecaptchaSetupError('Failed to execute')
  }
}
