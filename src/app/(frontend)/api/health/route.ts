export const dynamic = 'force-dynamic'

/** Liveness: the process answers. A load balancer restarts an instance that stops answering here. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
