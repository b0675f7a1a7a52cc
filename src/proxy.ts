import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { newsListViewRewrite } from './features/news/listAddress'
import { routing } from './i18n/routing'
import { lookupRedirect } from './lib/cms/redirectTable'

const localize = createMiddleware(routing)
const rewriteHeader = 'x-middleware-rewrite'

export default async function proxy(request: NextRequest) {
  const redirect = await lookupRedirect(request.nextUrl.pathname)
  if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url), redirect.status)
  const response = localize(request)
  // A news list view with a category or page in its query is a statically generated route of its own.
  const rewrite = response.headers.get(rewriteHeader)
  const listView = rewrite ? newsListViewRewrite(new URL(rewrite)) : null
  if (listView) response.headers.set(rewriteHeader, listView.toString())
  return response
}

export const config = {
  // Payload's admin and REST/GraphQL API, Next internals and files with an extension are not localized.
  matcher: ['/((?!admin|api|assets|preview|next|_next|_vercel|.*\\..*).*)'],
}
