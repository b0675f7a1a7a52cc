import { getTranslations } from 'next-intl/server'
import { NewsList } from '@/features/news/NewsList'
import type { Locale } from '@/i18n/locales'
import { screenRoute } from '@/lib/routes/screenRoute'

async function LatestNews({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <div className="mt-12">
      <h2 className="mx-auto mb-6 max-w-7xl px-4 text-2xl font-bold text-brand-900 sm:px-6">{t('latest')}</h2>
      <NewsList locale={locale} limit={3} />
    </div>
  )
}

const route = screenRoute('home', LatestNews)

export const generateMetadata = route.generateMetadata
export default route.Page
