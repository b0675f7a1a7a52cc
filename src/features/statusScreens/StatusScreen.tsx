import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { ContactButton } from '@/features/contact/ContactButton'
import { SiteShell } from '@/features/shell/SiteShell'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { localizedPath, screenHref } from '@/i18n/paths'
import { getPageByPath, getPagePaths } from '@/lib/cms/pages'
import { requestContext } from '@/lib/request/context'
import { screenAlternates } from '@/lib/seo/alternates'
import type { StatusScreenKind } from './route'

const textNamespace = { 'not-found': 'NotFound', error: 'Error' } as const

/**
 * The spec's error page inside the site's shell: its title and text, and buttons to home, the market's key
 * service and the contact form (the labels are the 404 page's for both kinds).
 */
export async function StatusScreen({ kind, locale }: { kind: StatusScreenKind; locale: Locale }) {
  const { market } = requestContext()
  const [texts, buttons, servicePage] = await Promise.all([
    getTranslations({ locale, namespace: textNamespace[kind] }),
    getTranslations({ locale, namespace: 'NotFound' }),
    getPageByPath(market.id, defaultLocale, market.notFoundServicePath),
  ])
  const servicePath = servicePage ? (await getPagePaths(market.id, servicePage.id))[locale] : undefined

  return (
    <SiteShell locale={locale} alternates={screenAlternates('home', market)}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <h1 className="text-4xl font-bold text-brand-900 md:text-5xl">{texts('title')}</h1>
        <p className="mt-4 text-lg text-muted">{texts('text')}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-4">
          <li>
            <SiteLink href={screenHref('home', locale)} className="button">
              {buttons('home')}
            </SiteLink>
          </li>
          {servicePath && (
            <li>
              <SiteLink href={localizedPath(locale, servicePath)} className="button button-secondary">
                {buttons('services')}
              </SiteLink>
            </li>
          )}
          <li>
            <ContactButton className="button button-secondary">{buttons('contact')}</ContactButton>
          </li>
        </ul>
      </section>
    </SiteShell>
  )
}
