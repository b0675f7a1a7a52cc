import type { RefObject } from 'react'
import type { BotCheckHandle } from '@/features/forms/botCheck/botCheckHandle'
import { RecaptchaSetupError } from '@/features/forms/botCheck/recaptchaScript'
import type { Locale } from '@/i18n/locales'
import type { FieldErrors } from './ErrorSummary'

/** The endpoint's JSON (`src/features/forms/endpoint.ts`): `ok`, or a refusal's code, text and field errors. */
type EndpointAnswer = { ok?: boolean; code?: string; error?: string; fieldErrors?: FieldErrors }

export type Submission<Answer> =
  | { ok: true; answer: Answer & EndpointAnswer }
  | {
      ok: false
      /** False when nothing was sent (offline): a refused attempt is not a send attempt, so nothing is cleared. */
      attempted: boolean
      /** What to tell the visitor, or null when only a general failure can be said (no answer from the server). */
      error: string | null
      fieldErrors: FieldErrors
    }

export type PostFormOptions = {
  /** `/api/contact`, `/api/reports`, `/api/applications`. */
  endpoint: string
  locale: Locale
  botCheck: RefObject<BotCheckHandle | null>
  texts: { offline: string; botCheckFailed: string }
}

/** A form's fields as JSON, or as multipart form data when it carries a file; with the bot check's token. */
function requestBody(body: object | FormData, botCheckToken: string | undefined): RequestInit {
  if (!(body instanceof FormData)) {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, botCheckToken }) }
  }
  if (botCheckToken !== undefined) body.set('botCheckToken', botCheckToken)
  return { body }
}

/**
 * Asks the bot check for a token, POSTs the form to the endpoint with `?locale=`, and turns every outcome into
 * one answer. The endpoint words its refusals in the visitor's language (400 with field errors, 413, 429,
 * 503); a 403 is the bot check's, and a network failure or an unreadable answer has no words of its own.
 */
export async function postForm<Answer extends object>(
  { endpoint, locale, botCheck, texts }: PostFormOptions,
  body: object | FormData,
): Promise<Submission<Answer>> {
  const refused = (error: string | null, fieldErrors: FieldErrors = {}) =>
    ({ ok: false, attempted: true, error, fieldErrors }) as const
  let botCheckToken: string | undefined
  try {
    botCheckToken = await botCheck.current?.token()
  } catch (error) {
    return refused(error instanceof RecaptchaSetupError ? error.message : texts.botCheckFailed)
  }
  let response: Response
  try {
    response = await fetch(`${endpoint}?locale=${locale}`, { method: 'POST', ...requestBody(body, botCheckToken) })
  } catch {
    return refused(null)
  }
  const answer = (await response.json().catch(() => ({}))) as Answer & EndpointAnswer
  if (response.ok && answer.ok === true) return { ok: true, answer }
  if (response.status === 403 && answer.code === 'botCheck') return refused(texts.botCheckFailed)
  return refused(answer.error ?? null, answer.fieldErrors)
}
