import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isOpenPosting } from '@/collections/JobPostings/options'
import { JobPostingView } from '@/features/careers/JobPostingView'
import { isLocale } from '@/i18n/locales'
import { listJobPostings } from '@/lib/cms/jobPostings'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { jobPostingAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'
import { isMarketId } from '@/markets'

type Props = { params: Promise<SiteParams & { slug: string }> }

// A posting closes at the end of its closing day: its page is rendered again at most an hour later.
export const revalidate = 3600

export async function generateStaticParams({ params }: { params: SiteParams }) {
  if (!isMarketId(params.market) || !isLocale(params.locale)) return []
  const postings = await listJobPostings(params.market, params.locale)
  return postings.filter((posting) => isOpenPosting(posting.closingDate, new Date())).map(({ slug }) => ({ slug }))
}

async function load(props: Props) {
  const { locale, market } = await resolveRoute(props.params)
  const { slug } = await props.params
  const posting = (await listJobPostings(market.id, locale)).find((entry) => entry.slug === decodeURIComponent(slug))
  if (!posting) notFound()
  return { locale, posting, alternates: jobPostingAlternates(posting.slugs, market) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, posting, alternates } = await load(props)
  const metadata = await pageMetadata({ locale, title: posting.title, description: posting.summary, alternates })
  // A closed posting stays readable for those who follow an old link, but leaves search results.
  return isOpenPosting(posting.closingDate, new Date()) ? metadata : { ...metadata, robots: { index: false } }
}

export default async function JobPostingPage(props: Props) {
  const { locale, posting, alternates } = await load(props)
  return <JobPostingView locale={locale} posting={posting} alternates={alternates} />
}
