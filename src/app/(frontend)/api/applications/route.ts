import { handleApplicationPost } from '@/features/careers/routeHandlers'

export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return handleApplicationPost(request)
}
