import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { ContactRoot } from '@/features/contact/ContactRoot'
import { contactStrings } from '@/features/contact/strings'
import { botCheckClientConfig } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { listContactDepartments } from '@/lib/cms/contactDirectory'
import { showsDrafts } from '@/lib/cms/drafts'
import { getMenus } from '@/lib/cms/navigation'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { Footer } from './Footer/Footer'
import { Header } from './Header/Header'
import { LivePreviewRefresh } from './LivePreviewRefresh'

type Props = { locale: Locale; alternates: Alternates; children: React.ReactNode }

/** Header, main landmark, footer and the contact overlays around a page; the page passes its addresses in every locale. */
export async function SiteShell({ locale, alternates, children }: Props) {
  const market = requestContext().market.id
  const [menus, identity, t, draft, departments] = await Promise.all([
    getMenus(market, locale),
    getSiteIdentity(market),
    getTranslations({ locale, namespace: 'Site' }),
    showsDrafts(),
    listContactDepartments(market, locale),
  ])
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      {draft && (
        <p className="bg-accent-500 px-4 py-2 text-center font-semibold text-ink">
          {t('previewNotice')}{' '}
          <a href={`/preview/exit?path=${encodeURIComponent(alternates[locale] ?? '/')}`} className="underline">
            {t('exitPreview')}
          </a>
          <LivePreviewRefresh />
        </p>
      )}
      <Header locale={locale} alternates={alternates} menus={menus} identity={identity} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
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
