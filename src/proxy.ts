import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { lookupRedirect } from './lib/cms/redirectTable'

const localize = createMiddleware(routing)

export default async function proxy(request: NextRequest) {
  const redirect = await lookupRedirect(request.nextUrl.pathname)
  if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url), redirect.status)
  return localize(request)
}

export const config = {
  // Payload's admin and REST/GraphQL API, Next internals and files with an extension are not localized.
  matcher: ['/((?!admin|api|assets|preview|next|_next|_vercel|.*\\..*).*)'],
}
