import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { isStatusScreenKind, statusScreenKinds } from '@/features/statusScreens/route'
import { StatusScreen } from '@/features/statusScreens/StatusScreen'
import { resolveRoute, type SiteParams } from '@/lib/request/context'

type Props = { params: Promise<SiteParams & { kind: string }> }

// The 404 and error screens are static pages of every market and locale; the production server sends one,
// with the failed request's status, in place of Next's empty error document (server/statusScreens.mjs).
export const dynamicParams = false

export function generateStaticParams() {
  return statusScreenKinds.map((kind) => ({ kind }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveRoute(params)
  const { kind } = await params
  const t = await getTranslations({ locale, namespace: kind === 'error' ? 'Error' : 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

export default async function StatusScreenPage({ params }: Props) {
  const { locale } = await resolveRoute(params)
  const { kind } = await params
  if (!isStatusScreenKind(kind)) notFound()
  return <StatusScreen kind={kind} locale={locale} />
}
