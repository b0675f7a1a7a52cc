import { handleAltchaChallenge } from '@/features/forms/botCheck/challenge'

export const dynamic = 'force-dynamic'

export function GET() {
  return handleAltchaChallenge()
}
