import { RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import { isOpenPosting } from '@/collections/JobPostings/options'
import { SiteLink } from '@/components/site/SiteLink'
import { jsonLdText } from '@/features/news/structuredData'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import type { JobPostingEntry } from '@/lib/cms/jobPostings'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { ApplicationSection } from './ApplicationSection'
import { formatPostingDay } from './postingText'
import { jobPostingData } from './structuredData'

type Props = { locale: Locale; posting: JobPostingEntry; alternates: Alternates }

/** One posting: its facts, description and requirements; after its closing day it says it is closed. */
export async function JobPostingView({ locale, posting, alternates }: Props) {
  const { market, siteUrl } = requestContext()
  const [identity, t] = await Promise.all([
    getSiteIdentity(market.id),
    getTranslations({ locale, namespace: 'Careers' }),
  ])
  const open = isOpenPosting(posting.closingDate, new Date())
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const structuredData =
    open &&
    jobPostingData(
      {
        posting,
        url: absolute(alternates[locale] ?? '/'),
        organization: {
          name: identity.companyName,
          url: siteUrl,
          logo: identity.logo ? absolute(identity.logo.url) : null,
        },
        countryCode: market.countryCode,
      },
      t('requirements'),
    )
  const facts = [
    [t('location'), `${posting.location.city}, ${posting.location.address}`],
    [t('department'), t(`departments.${posting.department}`)],
    [t('employmentType'), t(`employmentTypes.${posting.employmentType}`)],
    [t('datePosted'), formatPostingDay(posting.datePosted, locale)],
    [t('closingDate'), formatPostingDay(posting.closingDate, locale)],
  ]
  return (
    <SiteShell locale={locale} alternates={alternates}>
      {structuredData && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonLdText
          dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }}
        />
      )}
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <p className="mb-4 text-sm">
          <SiteLink href={screenHref('careers', locale)} className="text-brand-700 underline-offset-4 hover:underline">
            {t('backToList')}
          </SiteLink>
        </p>
        <h1 className="text-3xl font-bold text-brand-900 md:text-5xl">{posting.title}</h1>
        {!open && (
          <p role="note" className="mt-6 rounded-lg border-l-4 border-accent-500 bg-brand-50 px-4 py-3 font-semibold">
            {t('closed', { date: formatPostingDay(posting.closingDate, locale) })}
          </p>
        )}
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {posting.summary && <p className="mt-8 text-xl text-muted">{posting.summary}</p>}
        <RichText data={posting.description} className="prose-content mt-6 text-lg" />
        {posting.requirements.length > 0 && (
          <section aria-labelledby="requirements" className="mt-8">
            <h2 id="requirements" className="mb-3 text-2xl font-bold text-brand-900">
              {t('requirements')}
            </h2>
            <ul className="list-disc space-y-1 pl-6">
              {posting.requirements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        {open && <ApplicationSection locale={locale} postingId={posting.id} />}
      </article>
    </SiteShell>
  )
}
