import { settings } from '@/config/settings'
import { processFormDeps } from '@/features/forms/processDeps'
import { createApplicationEndpoint } from './applicationEndpoint'

let endpoint: ReturnType<typeof createApplicationEndpoint> | undefined

/** The application endpoint wired to this process's Payload, bot check, shared rate limit and HR mailbox. */
export function handleApplicationPost(request: Request): Promise<Response> {
  const { careers } = settings()
  endpoint ??= createApplicationEndpoint({
    ...processFormDeps(),
    hrMailbox: careers.hrMailbox,
    retentionDays: careers.applicationRetentionDays,
  })
  return endpoint(request)
}
