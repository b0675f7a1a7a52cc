import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { screenRoute } from '@/features/content/screenRoute'
import { NewsList } from '@/features/news/NewsList'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { listLatestNews } from '@/lib/cms/news'
import { requestContext } from '@/lib/request/context'

/** How many of the newest items the home page shows. */
const latestCount = 3

async function LatestNews({ locale }: { locale: Locale }) {
  const [items, t] = await Promise.all([
    listLatestNews(requestContext().market.id, locale, latestCount),
    getTranslations({ locale, namespace: 'News' }),
  ])
  if (items.length === 0) return null
  return (
    <section aria-labelledby="latest-news" className="mx-auto mt-12 max-w-7xl px-4 sm:px-6">
      <h2 id="latest-news" className="mb-6 text-2xl font-bold text-brand-900">
        {t('latest')}
      </h2>
      <NewsList items={items} locale={locale} label={t('latest')} headingLevel={3} />
      <p className="mt-6">
        <SiteLink href={screenHref('news', locale)} className="button button-secondary">
          {t('all')}
        </SiteLink>
      </p>
    </section>
  )
}

const route = screenRoute('home', LatestNews)

export const generateMetadata = route.generateMetadata
export default route.Page
