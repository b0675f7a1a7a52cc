import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { findContactRecipient } from '@/lib/cms/contactDirectory'
import { currentMarket } from '@/markets'
import type { BotCheck } from './botCheck'
import { composeContactMail } from './mail'
import { enqueueMail } from './outbox'
import type { createRateLimiter } from './rateLimit'
import { type ContactField, contactSubmissionSchema, fieldErrorCodes } from './schema'
import { contactStrings, fieldErrorText } from './strings'

/** Requests above this size are refused before they are read further. */
export const maxBodyBytes = 32 * 1024

export type ContactEndpointDeps = {
  payload: () => Promise<Payload>
  botCheck: () => BotCheck
  rateLimiter: ReturnType<typeof createRateLimiter>
  clientAddress: (request: Request) => string
  /** Called once a message and its mail are saved (wakes the delivery loop). */
  afterSave: () => void
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

type ErrorCode = 'invalid' | 'botCheck' | 'rateLimited' | 'tooLarge' | 'malformed' | 'sendFailed'

/**
 * POST /api/contact?locale=…: validates the submission with the form's own schema, checks the bot
 * check, saves the message and its mail in one transaction, and only then answers `{ ok: true }`.
 * Every refusal is a 4xx with a localized `error`.
 */
export function createContactEndpoint(deps: ContactEndpointDeps) {
  return async function handleContactRequest(request: Request): Promise<Response> {
    // The API runs in the market the server was started for; its texts follow one of that market's locales.
    const { id: market, locales, defaultLocale } = currentMarket()
    const requested = new URL(request.url).searchParams.get('locale') ?? ''
    const locale: Locale = isLocale(requested) && locales.includes(requested) ? requested : defaultLocale
    const strings = contactStrings(locale)
    const refuse = (status: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
      Response.json({ ok: false, code, error: message, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } })

    const decision = deps.rateLimiter.hit(deps.clientAddress(request))
    if (!decision.allowed) {
      const response = refuse(429, 'rateLimited', strings.rateLimited)
      response.headers.set('Retry-After', String(decision.retryAfterSeconds))
      return response
    }

    const body = await readBody(request, maxBodyBytes)
    if (body === null) return refuse(413, 'tooLarge', strings.tooLarge)
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return refuse(400, 'malformed', strings.malformed)
    }

    const parsed = contactSubmissionSchema.safeParse(json)
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(
        Object.entries(fieldErrorCodes(parsed.error)).map(([field, code]) => [
          field,
          fieldErrorText(strings, field as ContactField, code),
        ]),
      )
      return refuse(400, 'invalid', strings.malformed, { fieldErrors })
    }
    const { botCheckToken, ...form } = parsed.data

    const payload = await deps.payload()
    const recipient = await findContactRecipient(payload, market, form.department, locale)
    if (!recipient) {
      return refuse(400, 'invalid', strings.fieldErrors.unknownDepartment, {
        fieldErrors: { department: strings.fieldErrors.unknownDepartment },
      })
    }

    const verdict = await deps.botCheck().verify(botCheckToken)
    if (!verdict.passed) {
      payload.logger.info(`Contact form: bot check failed (${verdict.reason})`)
      return refuse(403, 'botCheck', strings.botCheckFailed)
    }

    const transactionID = await payload.db.beginTransaction()
    const req = transactionID === null ? {} : { transactionID }
    try {
      const message = await payload.create({
        collection: 'contact-messages',
        data: {
          department: recipient.id,
          departmentName: recipient.name,
          name: form.name,
          email: form.email,
          message: form.message,
          privacyAccepted: form.privacyAccepted,
          locale,
          market,
        },
        overrideAccess: true,
        req,
      })
      await enqueueMail(payload, composeContactMail(form, recipient), message.id, req)
      if (transactionID !== null) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
      payload.logger.error({ err: error }, 'Contact form: the message could not be saved')
      return Response.json({ ok: false, code: 'sendFailed', error: strings.sendFailed }, { status: 500 })
    }
    deps.afterSave()
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
