import { getLocale, getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { ContactButton } from '@/features/contact/ContactButton'
import { SiteShell } from '@/features/shell/SiteShell'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { localizedPath, screenHref } from '@/i18n/paths'
import { getPageByPath, getPagePaths } from '@/lib/cms/pages'
import { requestContext } from '@/lib/request/context'
import { screenAlternates } from '@/lib/seo/alternates'

/** The spec's error page: title, text, and buttons to home, the market's key service and contact. */
export default async function NotFound() {
  const { market } = requestContext()
  const requested = await getLocale()
  const locale = isLocale(requested) && market.locales.includes(requested) ? requested : market.defaultLocale
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  const servicePage = await getPageByPath(market.id, defaultLocale, market.notFoundServicePath)
  const servicePath = servicePage ? (await getPagePaths(market.id, servicePage.id))[locale] : undefined

  return (
    <SiteShell locale={locale} alternates={screenAlternates('home', market)}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <h1 className="text-4xl font-bold text-brand-900 md:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('text')}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-4">
          <li>
            <SiteLink href={screenHref('home', locale)} className="button">
              {t('home')}
            </SiteLink>
          </li>
          {servicePath && (
            <li>
              <SiteLink href={localizedPath(locale, servicePath)} className="button button-secondary">
                {t('services')}
              </SiteLink>
            </li>
          )}
          <li>
            <ContactButton className="button button-secondary">{t('contact')}</ContactButton>
          </li>
        </ul>
      </section>
    </SiteShell>
  )
}
