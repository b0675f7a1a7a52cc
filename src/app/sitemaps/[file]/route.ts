import { sitemapFileEntries } from '@/features/sitemap/sitemapFiles'
import { renderUrlSet, xmlHeaders } from '@/features/sitemap/sitemapXml'
import { handlerContext } from '@/lib/request/context'

// The market is chosen when the server starts, so each file is written per request from cached reads.
export const dynamic = 'force-dynamic'

/** One sitemap file of the index: at most 10,000 addresses, each with its alternates and last change. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const { market, siteUrl } = handlerContext()
  const entries = await sitemapFileEntries(market, siteUrl, file)
  if (!entries) return new Response('Not found', { status: 404 })
  return new Response(renderUrlSet(entries), { headers: xmlHeaders })
}
