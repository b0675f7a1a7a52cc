import { setTimeout as delay } from 'node:timers/promises'
import { after } from 'next/server'
import { errorKind } from '@/config/logging'
import { hashLikePayload } from '@/config/passwordHash'
import { type ApiContext, apiError, payloadPathname, type RouteHandler } from '@/features/cmsApi/routeHandler'
import { staffAccountExists } from '@/lib/cms/staff'
import { clientNetwork } from '@/lib/request/clientAddress'
import { processLoginThrottle } from './processThrottle'

/** The staff routes the throttle guards, as Payload resolves them (folded: its router ignores case). */
const staffAuthPaths = { '/api/users/login': 'login', '/api/users/forgot-password': 'forgotPassword' } as const

/** The e-mail address a login or reset request names, as JSON or as Payload's form data (`_payload`). */
async function requestedAccount(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    let data: unknown
    if (type.includes('application/json')) data = await request.json()
    else {
      const form = await request.formData()
      data = JSON.parse(String(form.get('_payload') ?? 'null')) ?? { email: form.get('email') }
    }
    const email = (data as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  } catch {
    return ''
  }
}

function tooManyAttempts(retryAfterSeconds: number): Response {
  const message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`
  return apiError(429, message, { 'Retry-After': String(retryAfterSeconds) })
}

/**
 * Wraps Payload's REST POST handler: staff login and forgot-password, however the path is spelled, pass the
 * progressive throttle (per network and per account, no lock), and answer alike for known and unknown
 * accounts: a login for an unknown account hashes a password as long as a known one, and forgot-password
 * answers at once while Payload makes and mails the token in the background.
 */
export function withStaffLoginThrottle(handler: RouteHandler<ApiContext>): RouteHandler<ApiContext> {
  return async (request, context) => {
    const route = (await payloadPathname(context)).toLowerCase()
    const action = staffAuthPaths[route as keyof typeof staffAuthPaths]
    if (!action) return handler(request, context)
    const throttle = processLoginThrottle()
    const account = await requestedAccount(request.clone())
    const network = clientNetwork(request.headers)
    if (action === 'forgotPassword') {
      const reset = await throttle.resetRequested(network, account)
      if (!reset.allowed) return tooManyAttempts(reset.retryAfterSeconds)
      if (reset.mail) {
        // A copy of the request, read before the answer leaves, for Payload to make and mail the token after it.
        const copy = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: await request.arrayBuffer(),
        })
        after(() => handler(copy, context).catch(() => undefined))
      }
      // The same answer at once for every address, known or not, mailed or not.
      return Response.json({ message: 'Success' })
    }
    const attempt = await throttle.begin(network, account)
    if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds)
    if (attempt.delayMs > 0) await delay(attempt.delayMs)
    const exists = await staffAccountExists(account).catch((error: unknown) => {
      // A database error quotes the address it was asked for; Next would log it with the error's message.
      throw new Error(`Staff account lookup failed (${errorKind(error)})`)
    })
    if (!exists) {
      await hashLikePayload(account, 'no-such-account')
    }
    const response = await handler(request, context)
    if (response.ok) await throttle.succeeded(network, account)
    else await throttle.failed(network, account)
    return response
  }
}
