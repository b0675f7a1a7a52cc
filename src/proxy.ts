import { NextRequest, NextResponse } from 'next/server'
import { privateCacheControl, publicPageCacheControl } from './config/httpCaching'
import { settings } from './config/settings'
import { newsListViewRewrite } from './features/news/listAddress'
import { searchResultsRewrite } from './features/search/resultsAddress'
import { statusScreenHeader, statusScreenRewrite } from './features/statusScreens/route'
import { languageChoiceParam } from './i18n/languageChoice'
import { createLocaleRouter } from './i18n/localeRouter'
import { isLocale } from './i18n/locales'
import { localeCookie, routingFor } from './i18n/routing'
import { lookupRedirect, type RedirectTarget } from './lib/cms/redirectTable'
import { countSearch } from './lib/cms/searchTally'
import { isRoutablePath } from './lib/request/sitePath'
import { askedBefore } from './lib/search/recentQueries'
import { marketRules } from './markets'

// The proxy runs at request time, so this is the market the server was started for.
const market = marketRules[settings().market]
const localize = createLocaleRouter(routingFor(market))
const rewriteHeader = 'x-middleware-rewrite'

/**
 * The visitor chose a language (the switcher's link): the choice is stored in the locale cookie, and the
 * address without the marker is loaded. The only answer of the site that sets this cookie; no cache keeps it.
 */
function storeLanguageChoice(request: NextRequest, choice: string) {
  const target = request.nextUrl.clone()
  target.searchParams.delete(languageChoiceParam)
  const response = NextResponse.redirect(target, 303)
  response.headers.set('Cache-Control', privateCacheControl)
  if (isLocale(choice) && market.locales.includes(choice)) {
    const { name, ...options } = localeCookie
    response.cookies.set(name, choice, { path: '/', sameSite: 'lax', ...options })
  }
  return response
}

/**
 * A redirect an editor set, kept by a shared cache as briefly as a page: a front cache that stored the page at
 * this address replaces it within a second (one without Cache-Control is not stored, and nginx would serve the
 * stale page for the page's whole stale-while-revalidate), and the page comes back once the redirect is removed.
 */
function editorsRedirect(request: NextRequest, redirect: RedirectTarget) {
  const response = NextResponse.redirect(new URL(redirect.to, request.url), redirect.status)
  response.headers.set('Cache-Control', publicPageCacheControl)
  return response
}

/**
 * A path no page can have (`/feed/Q%5C%25`: routing it fails with a 500) is routed as `/_` in its language, an
 * address no page has either (slugs are `a-z`, digits and hyphens): the visitor gets the site's own 404 screen.
 */
function unroutableStandIn(request: NextRequest): NextRequest {
  const [, first = ''] = request.nextUrl.pathname.split('/')
  const standIn = request.nextUrl.clone()
  standIn.pathname = isLocale(first) ? `/${first}/_` : '/_'
  return new NextRequest(standIn, request)
}

/**
 * A language choice first, then redirects from the CMS, then next-intl's locale routing (a path no page can
 * have as a stand-in that has none either), then the market:
 * every public route sits under an internal `/{market}/{locale}` segment, so one build holds the pages of
 * all three markets and the market chosen at start decides which of them this server shows. A page
 * answers a short shared lifetime (Next would announce a year for a prerendered page).
 */
export default async function proxy(request: NextRequest) {
  const choice = request.nextUrl.searchParams.get(languageChoiceParam)
  if (choice !== null) return storeLanguageChoice(request, choice)
  const redirect = await lookupRedirect(request.nextUrl.pathname)
  if (redirect) return editorsRedirect(request, redirect)
  const routable = isRoutablePath(request.nextUrl.pathname) ? request : unroutableStandIn(request)
  const response = localize(routable)
  if (response.headers.has('location')) return response
  const localized = new URL(response.headers.get(rewriteHeader) ?? routable.url)
  // A query asked before, and a news list view with a category or page, are cached routes of their own.
  const search = searchResultsRewrite(localized)
  // The results page comes from Next's cache: a search is counted here (a prefetch is no visitor's search).
  if (search?.isNew && !request.headers.has('next-router-prefetch')) countSearch(market.id, search.locale, search.query)
  const cachedSearch = search && askedBefore(search.url.pathname) ? search.url : null
  const internal = cachedSearch ?? newsListViewRewrite(localized) ?? localized
  // The production server's request for a complete 404 or error screen of this address (server/statusScreens.mjs).
  internal.pathname = statusScreenRewrite(`/${market.id}${internal.pathname}`, request.headers.get(statusScreenHeader))
  response.headers.delete('x-middleware-next')
  response.headers.set(rewriteHeader, internal.toString())
  response.headers.set('Cache-Control', publicPageCacheControl)
  return response
}

export const config = {
  // Payload's admin and REST/GraphQL API, assets, preview, Next internals (whole first segments only, as
  // `unlocalizedSegments` in i18n/reservedSegments.ts lists them: `/administracija` is a page) and files with
  // an extension are not localized.
  matcher: ['/((?!(?:admin|api|assets|preview|next|_next|_vercel)(?:/|$)|.*\\..*).*)'],
}
