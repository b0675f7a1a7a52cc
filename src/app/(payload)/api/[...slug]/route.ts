import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import {
  withMalformedBodiesRefused,
  withMalformedIdsRefused,
  withMalformedQueriesRefused,
} from '@/features/cmsApi/badInput'
import { withBodyLimit } from '@/features/cmsApi/bodyLimit'
import { withPrivateAnswers } from '@/features/cmsApi/privateAnswers'
import type { ApiContext, RouteHandler } from '@/features/cmsApi/routeHandler'
import { withStaffLoginThrottle } from '@/features/staffLogin/guard'

/**
 * A body over its limit is refused (413), then what Payload would answer with a 500: a document id no
 * document can have, a query value the database cannot compare, a malformed body. Each guard reads the path
 * Payload routes, not the client's spelling of it (`payloadPathname`). What staff are answered is `no-store`.
 */
const refusingBadInput = (handler: RouteHandler<ApiContext>) =>
  withPrivateAnswers(
    withBodyLimit(
      withMalformedBodiesRefused(withMalformedIdsRefused(withMalformedQueriesRefused(handler, config), config), config),
    ),
  )

export const GET = refusingBadInput(REST_GET(config))
// Staff login and forgot-password pass the throttle.
export const POST = refusingBadInput(withStaffLoginThrottle(REST_POST(config)))
export const DELETE = refusingBadInput(REST_DELETE(config))
export const PATCH = refusingBadInput(REST_PATCH(config))
export const PUT = refusingBadInput(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
