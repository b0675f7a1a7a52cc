import type { Metadata, Viewport } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'
import { CookieConsent } from '@/components/consent/CookieConsent'
import { ChunkReloadGuard } from '@/components/site/ChunkReloadGuard'
import { ConnectionStatus } from '@/components/site/ConnectionStatus'
import { EarlyClickReplay } from '@/components/site/EarlyClickReplay'
import { ErrorPageTextsProvider } from '@/components/site/ErrorView'
import { HashScroll } from '@/components/site/HashScroll'
import { NavigationProgress } from '@/components/site/NavigationProgress'
import { SharedShell } from '@/features/shell/SharedShell'
import { localizedPath, screenHref } from '@/i18n/paths'
import { consentPromptScript } from '@/lib/consent/consentPrompt'
import { describeConsentCategories } from '@/lib/consent/siteCookies'
import { resolveRoute, type SiteParams, siteParams } from '@/lib/request/context'
import { sansLatin, sansLatinExtended } from '../../fonts'
import '../../globals.css'

type Props = { children: React.ReactNode; params: Promise<SiteParams> }

export function generateStaticParams() {
  return siteParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, siteUrl } = await resolveRoute(params)
  const t = await getTranslations({ locale, namespace: 'Site' })
  return {
    metadataBase: new URL(siteUrl),
    title: t('title'),
    icons: { icon: '/favicon.ico' },
  }
}

export const viewport: Viewport = { themeColor: '#0b5a68' }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await resolveRoute(params)
  const [messages, consentCategories] = await Promise.all([getMessages({ locale }), describeConsentCategories(locale)])

  // The site's behaviours (loading bar, chunk reload, connection notice, consent, anchor scrolling, a click
  // before hydration) are mounted once here. next-intl's client runtime is not shipped, so they receive their
  // texts as props: plain strings without ICU arguments, read from the messages as they are.
  // `<html>` gets the consent check's mark before React runs (suppressHydrationWarning: that one attribute).
  return (
    <html
      lang={locale}
      data-scroll-behavior="smooth"
      className={`${sansLatin.variable} ${sansLatinExtended.variable}`}
      suppressHydrationWarning
    >
      <body className="flex min-h-screen flex-col bg-white antialiased">
        <ErrorPageTextsProvider strings={messages.Error} homeHref={localizedPath(locale, '/')}>
          <ChunkReloadGuard>
            <CookieConsent
              strings={messages.CookieConsent.banner}
              policyHref={screenHref('cookiePolicy', locale)}
              categories={consentCategories}
            />
            {children}
            <SharedShell locale={locale} />
          </ChunkReloadGuard>
        </ErrorPageTextsProvider>
        <Suspense fallback={null}>
          <NavigationProgress strings={messages.Navigation} />
        </Suspense>
        <ConnectionStatus strings={messages.Connection} />
        <HashScroll />
        <EarlyClickReplay />
        {/* After the content: an inline script waits for the stylesheet, and in the head it would hold the parsing
            of the whole page until then; the first paint waits for the stylesheet too, so it comes after the mark. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this codebase, allowed by its hash in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: consentPromptScript }} />
      </body>
    </html>
  )
}
