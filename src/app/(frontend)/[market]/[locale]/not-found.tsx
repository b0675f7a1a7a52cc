import { getLocale } from 'next-intl/server'
import { StatusScreen } from '@/features/statusScreens/StatusScreen'
import { isLocale } from '@/i18n/locales'
import { requestContext } from '@/lib/request/context'

/** The 404 page as a client-side navigation shows it (a full page load gets the status-screen page's HTML). */
export default async function NotFound() {
  const { market } = requestContext()
  const requested = await getLocale()
  const locale = isLocale(requested) && market.locales.includes(requested) ? requested : market.defaultLocale
  return <StatusScreen kind="not-found" locale={locale} />
}
