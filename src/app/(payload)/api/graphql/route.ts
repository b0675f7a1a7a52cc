import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withMalformedBodiesRefused } from '@/features/cmsApi/badInput'

export const POST = withMalformedBodiesRefused(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
