import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ContentPage } from '@/features/content/ContentPage'
import { Pagination } from '@/features/content/Pagination'
import { SiteShell } from '@/features/shell/SiteShell'
import { isLocale } from '@/i18n/locales'
import { getNewsPage, listNewsCategories, type NewsPage } from '@/lib/cms/news'
import { getScreen } from '@/lib/cms/screens'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'
import { isMarketId, type MarketRules } from '@/markets'
import { CategoryFilter } from './CategoryFilter'
import { newsFeedLinks } from './feed'
import { type NewsListView, newsListHref, newsListViewOf, newsListViewSegments } from './listAddress'
import { NewsList } from './NewsList'

type Params = SiteParams & { category?: string; page?: string }
type Props = { params: Promise<Params> }

function viewOf({ category, page }: Params): NewsListView | null {
  return category === undefined || page === undefined ? { category: null, page: 1 } : newsListViewOf(category, page)
}

/** The same view in every locale: the category by its slug in each. */
function viewAlternates(list: NewsPage, market: MarketRules): Alternates {
  return Object.fromEntries(
    market.locales.map((locale) => [
      locale,
      newsListHref(locale, { category: list.category?.slug[locale] ?? null, page: list.page }),
    ]),
  )
}

async function load(props: Props) {
  const { locale, market } = await resolveRoute(props.params)
  const view = viewOf(await props.params)
  if (!view) notFound()
  const [screen, list] = await Promise.all([
    getScreen(locale, 'news'),
    getNewsPage(market.id, locale, view.category, view.page),
  ])
  if (!screen || !list) notFound()
  return { locale, screen, list, view, alternates: viewAlternates(list, market) }
}

async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, screen, list, view, alternates } = await load(props)
  const t = await getTranslations({ locale, namespace: 'News' })
  const viewTitle = [screen.metaTitle || screen.title, list.category?.name[locale]].filter(Boolean).join(': ')
  const metadata = await pageMetadata({
    locale,
    title: list.page > 1 ? t('pageTitle', { title: viewTitle, page: list.page }) : viewTitle,
    description: screen.description,
    alternates,
    image: screen.metaImage,
  })
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: await newsFeedLinks(locale) },
    pagination: {
      previous: list.page > 1 ? newsListHref(locale, { ...view, page: list.page - 1 }) : null,
      next: list.page < list.totalPages ? newsListHref(locale, { ...view, page: list.page + 1 }) : null,
    },
  }
}

async function Page(props: Props) {
  const { locale, screen, list, view, alternates } = await load(props)
  const [categories, t, tContent] = await Promise.all([
    listNewsCategories(),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Content' }),
  ])
  return (
    <SiteShell locale={locale} alternates={alternates}>
      <ContentPage title={screen.title} lead={screen.lead} blocks={screen.layout} context={{ locale }}>
        <CategoryFilter locale={locale} categories={categories} current={list.category} />
        <section className="mx-auto max-w-7xl px-4 sm:px-6">
          {list.items.length > 0 ? (
            <NewsList items={list.items} locale={locale} label={t('listLabel')} headingLevel={2} leadsPage />
          ) : (
            <p className="text-lg text-muted">{tContent('empty')}</p>
          )}
        </section>
        <Pagination
          locale={locale}
          current={view.page}
          totalPages={list.totalPages}
          href={(page) => newsListHref(locale, { ...view, page })}
        />
      </ContentPage>
    </SiteShell>
  )
}

/**
 * The first page of every view of a locale's list (all categories and each one): the later pages render on
 * their first request (src/config/prerender.ts).
 */
async function generateStaticParams({ params }: { params: SiteParams }) {
  const { market, locale } = params
  if (!isMarketId(market) || !isLocale(locale)) return []
  const categories = await listNewsCategories()
  return [null, ...categories.map(({ slug }) => slug[locale])].map((category) =>
    newsListViewSegments({ category, page: 1 }),
  )
}

/** The news list screen: the first page of all categories at its own address, every other view rewritten to it. */
export const newsListRoute = { Page, generateMetadata, generateStaticParams }
