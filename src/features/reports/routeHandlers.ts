import { settings } from '@/config/settings'
import { processFormDeps } from '@/features/forms/processDeps'
import { createReportEndpoint } from './endpoint'

let endpoint: ReturnType<typeof createReportEndpoint> | undefined

/** The report endpoint wired to this process's Payload, the site's bot check, a rate limit like the contact form's, and mail delivery. */
export function handleReportPost(request: Request): Promise<Response> {
  endpoint ??= createReportEndpoint({ ...processFormDeps(), pvMailbox: settings().reports.pvMailbox })
  return endpoint(request)
}
