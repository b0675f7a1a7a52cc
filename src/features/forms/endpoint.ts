import { errorKind } from '@/config/logging'
import type { Locale } from '@/i18n/locales'
import { appLogger } from '@/lib/cms/client'
import { inTransaction, type WriteScope } from '@/lib/cms/transaction'
import { handlerContext, type RequestContext } from '@/lib/request/context'
import type { BotCheck } from './botCheck'
import type { RateLimiter } from './rateLimit'
import { rateLimitedText } from './rateLimitText'
import { readLimited } from './readLimited'

/** What a public form's endpoint needs from its process: the bot check and the rate limit. */
export type FormEndpointDeps = {
  botCheck: () => BotCheck
  rateLimiter: RateLimiter
  clientAddress: (request: Request) => string
}

/** The refusals every form shares, in the visitor's language. */
type FormEndpointTexts = {
  tooLarge: string
  malformed: string
  botCheckFailed: string
  sendFailed: string
}

type FormErrorCode = 'invalid' | 'botCheck' | 'rateLimited' | 'tooLarge' | 'malformed' | 'sendFailed'

/** A submission the form's own checks refused: a 400 with a message and the text of each field's problem. */
type FormRefusal = { ok: false; error: string; fieldErrors: Record<string, string> }
type FormAccepted<T> = { ok: true; value: T; botCheckToken: string | undefined }

type BodyKind = 'json' | 'multipart'

type FormDefinition<T> = {
  /** Names the form in the server's log (which never holds what a visitor typed). */
  name: string
  maxBodyBytes: number
  /** How the browser sends it: JSON (the default), or multipart form data for a form with a file. */
  body?: BodyKind
  texts: (locale: Locale) => FormEndpointTexts
  /** The form's zod schema and any lookups it needs, before the bot check is asked. */
  validate: (input: unknown, context: RequestContext) => Promise<FormAccepted<T> | FormRefusal>
  /** Saves the submission and queues its mail, inside the transaction the endpoint opened; may add to the answer. */
  save: (value: T, context: RequestContext, scope: WriteScope) => Promise<Record<string, unknown> | undefined>
}

/** The body's bytes, or null when it is larger than the limit (checked while reading, not only by header). */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  if (!request.body) return new Uint8Array()
  return readLimited(request.body, limit)
}

/**
 * What the body holds: JSON, or multipart form data (a form with a file) as an object of its fields, each a
 * text or a file. Undefined when it is not what the form sends.
 */
async function parseBody(bytes: Uint8Array, kind: BodyKind, contentType: string | null): Promise<unknown> {
  try {
    if (kind === 'json') return JSON.parse(Buffer.from(bytes).toString('utf8'))
    if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined
    const fields = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentType } }).formData()
    return Object.fromEntries(fields.entries())
  } catch {
    return undefined
  }
}

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/<form>?locale=…: per-address and per-form rate limit (429, saying when to try again), body size (413), JSON or multipart and the form's own
 * checks (400 with field errors), the bot check (403); then the submission and its mail are saved in
 * one transaction before it answers `{ ok: true }`. A failure to save is a 503; bad input never a 500.
 */
export function createFormEndpoint<T>(deps: FormEndpointDeps, form: FormDefinition<T>) {
  return async function handleFormRequest(request: Request): Promise<Response> {
    const context = handlerContext(new URL(request.url).searchParams.get('locale'))
    const texts = form.texts(context.locale)
    const refuse = (status: number, code: FormErrorCode, message: string, extra: Record<string, unknown> = {}) =>
      Response.json({ ok: false, code, error: message, ...extra }, { status, headers: noStore })

    // Each form counts apart: a visitor who sends a report still has their contact messages.
    const decision = await deps.rateLimiter.hit(`${form.name}\n${deps.clientAddress(request)}`)
    if (!decision.allowed) {
      const response = refuse(429, 'rateLimited', rateLimitedText(context.locale, decision.retryAfterSeconds))
      response.headers.set('Retry-After', String(decision.retryAfterSeconds))
      return response
    }

    const body = await readBody(request, form.maxBodyBytes)
    if (body === null) return refuse(413, 'tooLarge', texts.tooLarge)
    const input = await parseBody(body, form.body ?? 'json', request.headers.get('content-type'))
    if (input === undefined) return refuse(400, 'malformed', texts.malformed)

    const checked = await form.validate(input, context)
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
