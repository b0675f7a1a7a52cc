import { sitemapFiles } from '@/features/sitemap/sitemapFiles'
import { renderSitemapIndex, xmlHeaders } from '@/features/sitemap/sitemapXml'
import { handlerContext } from '@/lib/request/context'

// The market is chosen when the server starts, so the index is written per request from cached reads.
export const dynamic = 'force-dynamic'

/** The sitemap index: robots.txt names it; it names the market's sitemap files (/sitemaps/{file}.xml). */
export async function GET() {
  const { market, siteUrl } = handlerContext()
  const files = (await sitemapFiles(market)).map(({ name, lastModified }) => ({
    url: `${siteUrl}/sitemaps/${name}`,
    lastModified,
  }))
  return new Response(renderSitemapIndex(files), { headers: xmlHeaders })
}
