import { ContactRoot } from '@/features/contact/ContactRoot'
import { contactStrings } from '@/features/contact/strings'
import { botCheckClientConfig } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { listContactDepartments } from '@/lib/cms/contactDirectory'
import { getMenus } from '@/lib/cms/navigation'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import { Footer } from './Footer/Footer'

/**
 * The end of every page that does not depend on the page: the footer and the contact overlays, rendered
 * once by the locale layout. In `SiteShell` they were rendered twice into every page's RSC payload, once
 * for the page and once for the 404 screen a client-side navigation may need.
 */
export async function SharedShell({ locale }: { locale: Locale }) {
  const market = requestContext().market.id
  const [menus, identity, departments] = await Promise.all([
    getMenus(market, locale),
    getSiteIdentity(market),
    listContactDepartments(market, locale),
  ])
  return (
    <>
      <Footer locale={locale} links={menus.footer} identity={identity} />
      <ContactRoot
        locale={locale}
        strings={contactStrings(locale)}
        departments={departments}
        botCheck={botCheckClientConfig()}
        privacyHref={screenHref('privacyPolicy', locale)}
      />
    </>
  )
}
