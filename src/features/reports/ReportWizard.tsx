'use client'

import { lazy, Suspense } from 'react'
import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import type { Locale } from '@/i18n/locales'
import type { ReportLegalNotice } from '@/lib/cms/siteSettings'
import { ReportIntro } from './ReportIntro'
import { ReportOutcomeScreen } from './ReportOutcomeScreen'
import type { ReportStrings } from './text'
import { loadReportSchema, useReportWizard } from './useReportWizard'

// The page ships the intro only: the steps' code (fields, drug list, bot check) and their zod schemas load
// when the visitor opens the first step (a step never renders on the server: the draft is read in the browser).
const ReportStep = lazy(() =>
  Promise.all([import('./ReportStep'), loadReportSchema()]).then(([module]) => ({ default: module.ReportStep })),
)

type Props = {
  locale: Locale
  strings: ReportStrings
  legalNotice: ReportLegalNotice
  botCheck: BotCheckClientConfig
  homeHref: string
  privacyHref: string
}

/**
 * The adverse-reaction report (spec sections 3 to 5): choose human or veterinary medicine, then the
 * form's steps, each checked with its zod schema before the next; every answer is kept in this tab's
 * sessionStorage, and nothing is sent before Send application.
 */
export function ReportWizard({ locale, strings, legalNotice, botCheck, homeHref, privacyHref }: Props) {
  const wizard = useReportWizard(locale, strings)
  const { outcome, draft } = wizard

  if (outcome) {
    return (
      <ReportOutcomeScreen
        outcome={outcome}
        strings={strings}
        homeHref={homeHref}
        heading={wizard.refs.heading}
        onBack={wizard.backFromFailure}
      />
    )
  }
  if (!draft.kind || draft.step < 0) return <ReportIntro strings={strings} wizard={wizard} />
  return (
    <Suspense fallback={null}>
      <ReportStep
        kind={draft.kind}
        locale={locale}
        strings={strings}
        legalNotice={legalNotice}
        botCheck={botCheck}
        privacyHref={privacyHref}
        wizard={wizard}
      />
    </Suspense>
  )
}
