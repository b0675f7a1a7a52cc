import { handleReportPost } from '@/features/reports/routeHandlers'

export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return handleReportPost(request)
}
