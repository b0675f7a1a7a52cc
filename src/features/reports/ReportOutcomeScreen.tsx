import type { Ref } from 'react'
import { SiteLink } from '@/components/site/SiteLink'
import type { FieldErrors } from '@/features/forms/client/ErrorSummary'
import { fill } from '@/i18n/fill'
import type { ReportStrings } from './text'
import type { ReportOutcome } from './useReportWizard'

export const reportHeadingClass = 'text-2xl font-bold text-brand-900 focus:outline-none'

type Props = {
  outcome: ReportOutcome
  strings: ReportStrings
  homeHref: string
  /** Focused when the screen appears. */
  heading: Ref<HTMLHeadingElement>
  onBack: (fieldErrors: FieldErrors) => void
}

/** After Send application: the success screen (reference, summary sent, link home) or the failure screen (spec texts, Back). */
export function ReportOutcomeScreen({ outcome, strings, homeHref, heading, onBack }: Props) {
  return (
    <section aria-labelledby="report-outcome" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {outcome.kind === 'success' ? (
        <>
          <h2 id="report-outcome" ref={heading} tabIndex={-1} className={reportHeadingClass}>
            {strings.success.title}
          </h2>
          <p className="mt-4 text-lg">{fill(strings.success.registered, { reference: outcome.reference })}</p>
          {outcome.summaryQueued && <p className="mt-2 text-lg">{strings.success.summaryQueued}</p>}
          <SiteLink href={homeHref} className="button mt-6">
            {strings.success.home}
          </SiteLink>
        </>
      ) : (
        <>
          <h2 id="report-outcome" ref={heading} tabIndex={-1} className={`${reportHeadingClass} text-red-800`}>
            {strings.failure.title}
          </h2>
          <p className="mt-4 text-lg">{strings.failure.text}</p>
          {outcome.detail && <p className="mt-2">{outcome.detail}</p>}
          <button type="button" className="button mt-6" onClick={() => onBack(outcome.fieldErrors)}>
            {strings.failure.back}
          </button>
        </>
      )}
    </section>
  )
}
