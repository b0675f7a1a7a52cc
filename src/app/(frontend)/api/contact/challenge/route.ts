import { handleAltchaChallenge } from '@/features/forms/botCheck/challenge'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return handleAltchaChallenge(request)
}
