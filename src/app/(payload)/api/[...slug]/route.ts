import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withMalformedBodiesRefused } from '@/features/cmsApi/badInput'
import { withStaffLoginThrottle } from '@/features/staffLogin/guard'

export const GET = REST_GET(config)
// A malformed body is refused before Payload sees it; staff login and forgot-password pass the throttle.
export const POST = withMalformedBodiesRefused(withStaffLoginThrottle(REST_POST(config)))
export const DELETE = REST_DELETE(config)
export const PATCH = withMalformedBodiesRefused(REST_PATCH(config))
export const PUT = withMalformedBodiesRefused(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
