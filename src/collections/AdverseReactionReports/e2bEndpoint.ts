import type { Endpoint, PayloadRequest } from 'payload'
import { isPharmacovigilanceUser } from '@/access/roles'
import { settings } from '@/config/settings'
import { isMarketId, marketRules } from '@/markets/rules'
import { reportsCollection } from './constants'
import { icsrMessage } from './e2b/icsr'

const noStore = { 'Cache-Control': 'no-store' }

/** The sender's registered name: the market's company information (`corporateName`), if the editors keep it. */
async function organisationName(req: PayloadRequest, market: string): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'company-information',
    where: { market: { equals: market } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.corporateName ?? null
}

/**
 * GET /api/adverse-reaction-reports/{id}/e2b: one human report as an ICH E2B(R3) ICSR (XML) to send to the
 * authority of the report's market, for pharmacovigilance staff and admins only. A veterinary report has
 * none (404): the EU's veterinary database takes VICH messages, not ICH ones (docs/pharmacovigilance.md).
 */
export const e2bReportEndpoint: Endpoint = {
  path: '/:id/e2b',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isPharmacovigilanceUser(req.user))
      return Response.json({ error: 'Forbidden' }, { status: 403, headers: noStore })
    const id = Number(req.routeParams?.id)
    const notFound = Response.json({ error: 'Not Found' }, { status: 404, headers: noStore })
    if (!Number.isInteger(id) || id < 1) return notFound
    const { docs } = await req.payload.find({
      collection: reportsCollection,
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const report = docs[0]
    if (report?.kind !== 'human' || !isMarketId(report.market)) return notFound
    const market = marketRules[report.market]
    const { senderId, pvMailbox } = settings().reports
    const xml = icsrMessage(report, {
      sender: { id: senderId, organisation: await organisationName(req, report.market), mailbox: pvMailbox[0] ?? null },
      receiver: market.pharmacovigilanceReceiver,
      country: market.countryCode,
      now: new Date(),
    })
    return new Response(xml, {
      headers: {
        ...noStore,
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${report.reference}-e2b.xml"`,
      },
    })
  },
}
