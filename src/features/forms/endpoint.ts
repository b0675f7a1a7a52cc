import type { Locale } from '@/i18n/locales'
import { appLogger } from '@/lib/cms/client'
import { inTransaction, type WriteScope } from '@/lib/cms/transaction'
import { errorKind } from '@/lib/log/errorKind'
import { handlerContext, type RequestContext } from '@/lib/request/context'
import type { BotCheck } from './botCheck'
import type { RateLimiter } from './rateLimit'

/** What a public form's endpoint needs from its process: the bot check and the rate limit. */
export type FormEndpointDeps = {
  botCheck: () => BotCheck
  rateLimiter: RateLimiter
  clientAddress: (request: Request) => string
}

/** The refusals every form shares, in the visitor's language. */
type FormEndpointTexts = {
  rateLimited: string
  tooLarge: string
  malformed: string
  botCheckFailed: string
  sendFailed: string
}

type FormErrorCode = 'invalid' | 'botCheck' | 'rateLimited' | 'tooLarge' | 'malformed' | 'sendFailed'

/** A submission the form's own checks refused: a 400 with a message and the text of each field's problem. */
type FormRefusal = { ok: false; error: string; fieldErrors: Record<string, string> }
type FormAccepted<T> = { ok: true; value: T; botCheckToken: string | undefined }

type FormDefinition<T> = {
  /** Names the form in the server's log (which never holds what a visitor typed). */
  name: string
  maxBodyBytes: number
  texts: (locale: Locale) => FormEndpointTexts
  /** The form's zod schema and any lookups it needs, before the bot check is asked. */
  validate: (json: unknown, context: RequestContext) => Promise<FormAccepted<T> | FormRefusal>
  /** Saves the submission and queues its mail, inside the transaction the endpoint opened; may add to the answer. */
  save: (value: T, context: RequestContext, scope: WriteScope) => Promise<Record<string, unknown> | undefined>
}

/** The body's text, or null when it is larger than the limit (checked while reading, not only by header). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/<form>?locale=…: per-address rate limit (429), body size (413), JSON and the form's own
 * checks (400 with field errors), the bot check (403); then the submission and its mail are saved in
 * one transaction before it answers `{ ok: true }`. A failure to save is a 503; bad input never a 500.
 */
export function createFormEndpoint<T>(deps: FormEndpointDeps, form: FormDefinition<T>) {
  return async function handleFormRequest(request: Request): Promise<Response> {
    const context = handlerContext(new URL(request.url).searchParams.get('locale'))
    const texts = form.texts(context.locale)
    const refuse = (status: number, code: FormErrorCode, message: string, extra: Record<string, unknown> = {}) =>
      Response.json({ ok: false, code, error: message, ...extra }, { status, headers: noStore })

    const decision = await deps.rateLimiter.hit(deps.clientAddress(request))
    if (!decision.allowed) {
      const response = refuse(429, 'rateLimited', texts.rateLimited)
      response.headers.set('Retry-After', String(decision.retryAfterSeconds))
      return response
    }

    const body = await readBody(request, form.maxBodyBytes)
    if (body === null) return refuse(413, 'tooLarge', texts.tooLarge)
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return refuse(400, 'malformed', texts.malformed)
    }

    const checked = await form.validate(json, context)
    if (!checked.ok) return refuse(400, 'invalid', checked.error, { fieldErrors: checked.fieldErrors })

    const verdict = await deps.botCheck().verify(checked.botCheckToken)
    if (!verdict.passed) {
      ;(await appLogger()).info(`${form.name}: bot check failed (${verdict.reason})`)
      return refuse(403, 'botCheck', texts.botCheckFailed)
    }

    let saved: Record<string, unknown> | undefined
    try {
      saved = await inTransaction((scope) => form.save(checked.value, context, scope))
    } catch (error) {
      // The error's text may quote the values that were written: only its kind is logged.
      ;(await appLogger()).error(`${form.name}: the submission could not be saved (${errorKind(error)})`)
      return refuse(503, 'sendFailed', texts.sendFailed)
    }
    return Response.json({ ...saved, ok: true }, { headers: noStore })
  }
}
