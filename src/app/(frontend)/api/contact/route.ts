import { handleContactPost } from '@/features/contact/routeHandlers'

export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return handleContactPost(request)
}
