/** reCAPTCHA v3's script; it is added to the page only when the contact overlay opens. */
const scriptUrl = 'https://www.google.com/recaptcha/api.js'

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

type RecaptchaConfig = { siteKey: string; version: number | undefined; action: string }

let loading: Promise<Grecaptcha> | undefined

export function loadRecaptcha({ siteKey, version }: RecaptchaConfig): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new RecaptchaSetupError('No key provided'))
  if (!version) return Promise.reject(new RecaptchaSetupError('No version provided'))
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`
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
