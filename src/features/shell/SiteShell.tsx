import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { settings } from '@/config/settings'
import type { Locale } from '@/i18n/locales'
import { showsDrafts } from '@/lib/cms/drafts'
import { getMenus } from '@/lib/cms/navigation'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { Header } from './Header/Header'
import { LivePreviewRefresh } from './LivePreviewRefresh'

type Props = { locale: Locale; alternates: Alternates; children: React.ReactNode }

/**
 * Skip link, header and main landmark around a page; the page passes its addresses in every locale (the
 * language switcher's). The footer and the contact overlays follow from the locale layout (`SharedShell`).
 */
export async function SiteShell({ locale, alternates, children }: Props) {
  const market = requestContext().market.id
  const [menus, identity, t, draft] = await Promise.all([
    getMenus(market, locale),
    getSiteIdentity(market),
    getTranslations({ locale, namespace: 'Site' }),
    showsDrafts(),
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
          <LivePreviewRefresh adminOrigins={Object.values(settings().siteUrls).map((url) => new URL(url).origin)} />
        </p>
      )}
      <Header locale={locale} alternates={alternates} menus={menus} identity={identity} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  )
}
