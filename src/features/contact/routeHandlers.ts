import { processFormDeps } from '@/features/forms/processDeps'
import { createContactEndpoint } from './endpoint'

let endpoint: ReturnType<typeof createContactEndpoint> | undefined

/** The contact endpoint wired to this process's Payload, bot check, rate limit and mail delivery. */
export function handleContactPost(request: Request): Promise<Response> {
  endpoint ??= createContactEndpoint(processFormDeps())
  return endpoint(request)
}
