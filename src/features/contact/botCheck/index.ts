import { serverEnv } from '@/lib/env'
import { type ContactSettings, contactSettings } from '../settings'
import { type AltchaBotCheck, altchaBotCheck } from './altcha'
import { noBotCheck } from './off'
import { recaptchaAction, recaptchaBotCheck } from './recaptcha'
import type { BotCheck, BotCheckClientConfig } from './types'

export type { BotCheck, BotCheckClientConfig, BotCheckVerdict } from './types'

/** Where the browser fetches an ALTCHA challenge. */
export const altchaChallengePath = '/api/contact/challenge'

export function createBotCheck(settings: ContactSettings): BotCheck | AltchaBotCheck {
  if (settings.botCheck === 'altcha') return altchaBotCheck(settings.altchaSecret)
  if (settings.botCheck === 'recaptcha' && settings.recaptcha) {
    return recaptchaBotCheck(settings.recaptcha, new URL(serverEnv().siteUrl).hostname)
  }
  return noBotCheck
}

let configured: BotCheck | AltchaBotCheck | undefined

/** The bot check chosen by BOT_CHECK, one per process (ALTCHA remembers the challenges it accepted). */
export function configuredBotCheck(): BotCheck | AltchaBotCheck {
  configured ??= createBotCheck(contactSettings())
  return configured
}

export function botCheckClientConfig(settings: ContactSettings = contactSettings()): BotCheckClientConfig {
  if (settings.botCheck === 'altcha') return { kind: 'altcha', challengeUrl: altchaChallengePath }
  if (settings.botCheck === 'recaptcha') {
    return { kind: 'recaptcha', siteKey: settings.recaptcha?.siteKey ?? '', version: 3, action: recaptchaAction }
  }
  return { kind: 'off' }
}
