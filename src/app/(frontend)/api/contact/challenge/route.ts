import { handleAltchaChallenge } from '@/features/contact/routeHandlers'

export const dynamic = 'force-dynamic'

export function GET() {
  return handleAltchaChallenge()
}
