import { settings } from '@/config/settings'
import { botCheckClientConfig } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { ApplicationDisclosure } from './ApplicationDisclosure'
import { applicationStrings } from './applicationStrings'

type Props = { locale: Locale; postingId: number | null }

/**
 * The application on a posting's page, or the open application on the careers screen: heading, what to send
 * and how long it is kept, and the form behind a button (its code loads when it is first needed).
 */
export function ApplicationSection({ locale, postingId }: Props) {
  const strings = applicationStrings(locale, settings().careers.applicationRetentionDays)
  const headingId = postingId === null ? 'open-application' : 'apply'
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-brand-50 p-6">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {postingId === null ? strings.headingOpen : strings.headingPosting}
      </h2>
      <p className="mt-2">{postingId === null ? strings.introOpen : strings.introPosting}</p>
      <p className="mt-2 text-sm text-muted">{strings.retention}</p>
      <ApplicationDisclosure
        locale={locale}
        strings={strings}
        botCheck={botCheckClientConfig()}
        privacyHref={screenHref('privacyPolicy', locale)}
        postingId={postingId}
      />
    </section>
  )
}
