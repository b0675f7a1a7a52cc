import { checkReadiness } from '@/lib/cms/readiness'

export const dynamic = 'force-dynamic'

/** Readiness: 200 when this instance can serve (database reachable, migrations applied), else 503 with the failing check. */
export async function GET() {
  const { ready, checks } = await checkReadiness()
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
