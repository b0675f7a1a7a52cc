import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { routing } from '@/i18n/routing'
import { serverEnv } from '@/lib/env'
import { sansLatin, sansLatinExtended } from '../fonts'
import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Site' })
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    title: t('title'),
    icons: { icon: '/favicon.ico' },
  }
}

export const viewport: Viewport = { themeColor: '#0b5a68' }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)

  return (
    <html lang={locale} className={`${sansLatin.variable} ${sansLatinExtended.variable}`}>
      <body className="flex min-h-screen flex-col bg-white antialiased">{children}</body>
    </html>
  )
}
