import { sharedRedis } from '@/config/redis'
import { ownSiteUrl, type Settings, settings } from '@/config/settings'
import { type AltchaBotCheck, altchaBotCheck } from './altcha'
import { noBotCheck } from './off'
import { recaptchaAction, recaptchaBotCheck } from './recaptcha'
import type { BotCheck, BotCheckClientConfig } from './types'

export type { BotCheck, BotCheckClientConfig, BotCheckVerdict } from './types'

/** Where the browser fetches an ALTCHA challenge. */
const altchaChallengePath = '/api/contact/challenge'

function createBotCheck(forms: Settings['forms'], siteHostname: string): BotCheck | AltchaBotCheck {
  if (forms.botCheck === 'altcha') return altchaBotCheck(forms.altchaSecret, sharedRedis())
  if (forms.botCheck === 'recaptcha' && forms.recaptcha) return recaptchaBotCheck(forms.recaptcha, siteHostname)
  return noBotCheck
}

/** On `globalThis`: Next bundles this module into several chunks, and each would remember other challenges. */
const botCheckKey = Symbol.for('medical-wholesaler.bot-check')

/** The bot check chosen by BOT_CHECK, one per process (ALTCHA remembers the challenges it accepted). */
export function configuredBotCheck(): BotCheck | AltchaBotCheck {
  const scope = globalThis as { [botCheckKey]?: BotCheck | AltchaBotCheck }
  scope[botCheckKey] ??= createBotCheck(settings().forms, new URL(ownSiteUrl()).hostname)
  return scope[botCheckKey]
}

/** What the browser needs to run the configured check. */
export function botCheckClientConfig(forms: Settings['forms'] = settings().forms): BotCheckClientConfig {
  if (forms.botCheck === 'altcha') return { kind: 'altcha', challengeUrl: altchaChallengePath }
  if (forms.botCheck === 'recaptcha') {
    return { kind: 'recaptcha', siteKey: forms.recaptcha?.siteKey ?? '', version: 3, action: recaptchaAction }
  }
  return { kind: 'off' }
}

/** The refusal of a failed bot check: the spec's reCAPTCHA wording only while reCAPTCHA is the check in use. */
export function botCheckFailureText(
  errors: { botCheckFailed: string; recaptchaFailed: string },
  kind: Settings['forms']['botCheck'] = settings().forms.botCheck,
): string {
  return kind === 'recaptcha' ? errors.recaptchaFailed : errors.botCheckFailed
}
