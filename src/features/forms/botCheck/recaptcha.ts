import type { RecaptchaSettings } from '@/config/settings'
import { type BotCheck, failed } from './types'

/** The action the page runs reCAPTCHA with, and the only one the server accepts. */
export const recaptchaAction = 'submit'

type SiteverifyAnswer = { success?: unknown; score?: unknown; action?: unknown; hostname?: unknown }

/**
 * reCAPTCHA v3, checked on the server: the verify URL must answer success for this site's hostname
 * and the expected action, with a score at or above the configured minimum.
 */
export function recaptchaBotCheck(settings: RecaptchaSettings, expectedHostname: string, timeoutMs = 5_000): BotCheck {
  return {
    kind: 'recaptcha',
    async verify(token) {
      if (!token) return failed('missing token')
      let answer: SiteverifyAnswer
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: settings.secretKey, response: token }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) return failed(`verify URL answered ${response.status}`)
        answer = (await response.json()) as SiteverifyAnswer
      } catch (error) {
        return failed(`verify URL unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (answer.success !== true) return failed('not successful')
      if (answer.action !== recaptchaAction) return failed(`unexpected action ${String(answer.action)}`)
      if (answer.hostname !== expectedHostname) return failed(`unexpected hostname ${String(answer.hostname)}`)
      if (typeof answer.score !== 'number' || answer.score < settings.minScore) return failed('score too low')
      return { passed: true }
    },
  }
}
