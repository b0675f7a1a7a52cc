import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { SiteRichText } from '@/features/content/SiteRichText'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { listRelatedNews, type NewsArticle } from '@/lib/cms/news'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { CoverImage } from './CoverImage'
import { newsListHref } from './listAddress'
import { NewsList } from './NewsList'
import { NewsMeta } from './NewsMeta'
import { breadcrumbData, eventData, jsonLdText, newsArticleData } from './structuredData'

/** How many related articles the article offers. */
const relatedCount = 3

type Props = { locale: Locale; article: NewsArticle; alternates: Alternates }

/** A news item or event: breadcrumbs, title, type and dates, categories, cover, body, related articles. */
export async function NewsArticleView({ locale, article, alternates }: Props) {
  const {
    market: { id: market },
    siteUrl,
  } = requestContext()
  const [related, identity, t, tContent] = await Promise.all([
    listRelatedNews(market, locale, { id: article.id, categories: article.categories }, relatedCount),
    getSiteIdentity(market),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Content' }),
  ])
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const url = absolute(alternates[locale] ?? '/')
  const trail = [
    { name: tContent('home'), href: screenHref('home', locale) },
    { name: t('listLabel'), href: screenHref('news', locale) },
  ]
  // An untranslated article is shown in the market's own language and says so; its text carries its language.
  const lang = article.language === locale ? undefined : article.language
  const publisher = { name: identity.companyName, logo: identity.logo ? absolute(identity.logo.url) : null }
  const images = [...(article.cover?.sources ?? [])].reverse().map((source) => absolute(source.url))
  const structuredData = [
    newsArticleData({ article, url, images, publisher }),
    eventData({ article, url, images, publisher }),
    breadcrumbData([...trail.map(({ name, href }) => ({ name, url: absolute(href) })), { name: article.title, url }]),
  ]

  return (
    <SiteShell locale={locale} alternates={alternates}>
      {structuredData.map(
        (data) =>
          data && (
            <script
              key={String(data['@type'])}
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonLdText
              dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
            />
          ),
      )}
      <article className="pb-8">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
            <nav aria-label={tContent('breadcrumbs')} className="mb-6 text-sm">
              <ol className="flex flex-wrap gap-x-2 text-muted">
                {trail.map(({ name, href }) => (
                  <li key={href} className="after:ml-2 after:content-['/']">
                    <SiteLink href={href} className="text-brand-700 underline-offset-4 hover:underline">
                      {name}
                    </SiteLink>
                  </li>
                ))}
                <li aria-current="page" lang={lang}>
                  {article.title}
                </li>
              </ol>
            </nav>
            <h1 lang={lang} className="text-3xl font-bold text-brand-900 md:text-5xl">
              {article.title}
            </h1>
            <div className="mt-6">
              <NewsMeta item={article} locale={locale} />
            </div>
            {article.categories.length > 0 && (
              <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{t('categories')}:</span>
                <ul className="flex flex-wrap gap-2">
                  {article.categories.map((category) => (
                    <li key={category.id}>
                      <SiteLink
                        href={newsListHref(locale, { category: category.slug, page: 1 })}
                        className="inline-block rounded-full border border-slate-300 px-3 py-1 font-semibold text-brand-800 hover:bg-brand-50"
                      >
                        {category.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {lang && (
            <p role="note" className="mb-6 rounded-lg border-l-4 border-accent-500 bg-brand-50 px-4 py-3">
              {t('untranslated', { language: lang })}
            </p>
          )}
          {article.cover && (
            <CoverImage
              cover={article.cover}
              priority
              sizes="(min-width: 768px) 48rem, 100vw"
              className="mb-8 aspect-video w-full rounded-xl object-cover"
            />
          )}
          <div lang={lang}>
            {article.excerpt && <p className="mb-6 text-xl text-muted">{article.excerpt}</p>}
            {article.content && (
              <SiteRichText data={article.content} locale={locale} className="prose-content text-lg" />
            )}
          </div>
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related-articles" className="mx-auto mt-16 max-w-7xl px-4 sm:px-6">
            <h2 id="related-articles" className="mb-6 text-2xl font-bold text-brand-900">
              {t('related')}
            </h2>
            <NewsList items={related} locale={locale} label={t('related')} headingLevel={3} />
          </section>
        )}
      </article>
    </SiteShell>
  )
}
