import { getTranslations } from 'next-intl/server'
import { isOpenPosting } from '@/collections/JobPostings/options'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { jobPostingHref, screenHref } from '@/i18n/paths'
import { type JobPostingEntry, listJobPostings } from '@/lib/cms/jobPostings'
import { requestContext } from '@/lib/request/context'
import { ApplicationSection } from './ApplicationSection'
import { careersFilters, formatPostingDay } from './postingText'

type Props = { locale: Locale; searchParams: Promise<Record<string, string | string[] | undefined>> }

const fieldClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2'

/** The open postings of the market with filters by location and department (a plain GET form, works without JS). */
export async function CareersList({ locale, searchParams }: Props) {
  const { market } = requestContext()
  const [all, filters, t] = await Promise.all([
    listJobPostings(market.id, locale),
    searchParams.then(careersFilters),
    getTranslations({ locale, namespace: 'Careers' }),
  ])
  const now = new Date()
  const open = all.filter((posting) => isOpenPosting(posting.closingDate, now))
  const shown = open.filter(
    (posting) =>
      (filters.location === null || posting.location.id === filters.location) &&
      (filters.department === null || posting.department === filters.department),
  )
  const locations = [...new Map(open.map((posting) => [posting.location.id, posting.location])).values()]
  const departments = [...new Set(open.map((posting) => posting.department))]
  return (
    <section aria-labelledby="open-positions" className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
      <h2 id="open-positions" className="mb-6 text-2xl font-bold text-brand-900">
        {t('listHeading')}
      </h2>
      {open.length > 0 && (
        <form
          method="get"
          action={screenHref('careers', locale)}
          aria-label={t('filters')}
          className="mb-8 flex flex-wrap items-end gap-4"
        >
          <label className="min-w-48 font-semibold">
            {t('location')}
            <select name="location" defaultValue={filters.location ?? ''} className={fieldClass}>
              <option value="">{t('allLocations')}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.city}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-48 font-semibold">
            {t('department')}
            <select name="department" defaultValue={filters.department ?? ''} className={fieldClass}>
              <option value="">{t('allDepartments')}</option>
              {departments.map((department) => (
                <option key={department} value={department}>
                  {t(`departments.${department}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('applyFilters')}
          </button>
        </form>
      )}
      {shown.length > 0 ? (
        <ul className="grid gap-4">
          {shown.map((posting) => (
            <PostingCard key={posting.id} posting={posting} locale={locale} t={t} />
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3">
          {open.length > 0 ? t('emptyFiltered') : t('empty')}
        </p>
      )}
      <p className="mt-8">{t('openApplication')}</p>
      <ApplicationSection locale={locale} postingId={null} />
    </section>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Careers'>>>

function PostingCard({ posting, locale, t }: { posting: JobPostingEntry; locale: Locale; t: Translate }) {
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <h3 className="text-xl font-bold">
        <SiteLink
          href={jobPostingHref(posting.slug, locale)}
          className="text-brand-800 underline-offset-4 hover:underline"
        >
          {posting.title}
        </SiteLink>
      </h3>
      {posting.summary && <p className="mt-2 text-muted">{posting.summary}</p>}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline font-semibold">{t('location')}: </dt>
          <dd className="inline">{posting.location.city}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('department')}: </dt>
          <dd className="inline">{t(`departments.${posting.department}`)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('employmentType')}: </dt>
          <dd className="inline">{t(`employmentTypes.${posting.employmentType}`)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('closingDate')}: </dt>
          <dd className="inline">{formatPostingDay(posting.closingDate, locale)}</dd>
        </div>
      </dl>
    </li>
  )
}
