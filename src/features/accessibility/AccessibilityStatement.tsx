import { getTranslations } from 'next-intl/server'
import { formatDay } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'

/**
 * The accessibility statement after the EU model (Implementing Decision (EU) 2018/1523): compliance status,
 * non-accessible content, how and when it was prepared, feedback contact and the market's enforcement body.
 */
export async function AccessibilityStatement({ locale }: { locale: Locale }) {
  const { market, siteUrl } = requestContext()
  const [identity, t] = await Promise.all([
    getSiteIdentity(market.id),
    getTranslations({ locale, namespace: 'Accessibility' }),
  ])
  const { accessibility } = market
  const checkedOn = formatDay(accessibility.checkedOn, locale, 'UTC')
  const limits = t.raw('limits') as string[]
  const section = (id: string, heading: string, body: React.ReactNode) => (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {body}
    </section>
  )
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
      <p>{t('commitment', { company: identity.companyName, site: siteUrl })}</p>
      {section('compliance-status', t('statusHeading'), <p>{t('status')}</p>)}
      {section(
        'non-accessible-content',
        t('limitsHeading'),
        <ul className="list-disc space-y-1 pl-6">
          {limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>,
      )}
      {section(
        'preparation',
        t('preparedHeading'),
        <p>
          {t.rich('prepared', {
            date: checkedOn,
            time: (chunks) => <time dateTime={accessibility.checkedOn}>{chunks}</time>,
          })}
        </p>,
      )}
      {section(
        'feedback',
        t('feedbackHeading'),
        <p>
          {t.rich('feedback', {
            email: accessibility.feedbackEmail,
            mail: (chunks) => (
              <a href={`mailto:${accessibility.feedbackEmail}`} className="text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>,
      )}
      {section(
        'enforcement',
        t('enforcementHeading'),
        <p>
          {t.rich('enforcement', {
            body: accessibility.enforcementBody.name[locale],
            link: (chunks) => (
              <a href={accessibility.enforcementBody.url} className="text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>,
      )}
    </div>
  )
}
