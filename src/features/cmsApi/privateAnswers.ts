import { privateCacheControl } from '@/config/httpCaching'
import type { ApiContext, RouteHandler } from './routeHandler'

/** Whether a request carries staff credentials: Payload's session cookie or an `Authorization` header. */
const carriesCredentials = (request: Request) =>
  request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * Wraps Payload's REST handler so that no cache keeps what a staff member was answered: reports, applications
 * and CVs, contact messages, accounts. Anonymous requests read only public content (the access rules).
 */
export function withPrivateAnswers(handler: RouteHandler<ApiContext>): RouteHandler<ApiContext> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (carriesCredentials(request)) response.headers.set('Cache-Control', privateCacheControl)
    return response
  }
}
