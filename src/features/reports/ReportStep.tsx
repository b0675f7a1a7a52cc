'use client'

import { useEffect } from 'react'
import { SiteLink } from '@/components/site/SiteLink'
import { BotCheckField } from '@/features/forms/botCheck/BotCheckField'
import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import { ErrorSummary } from '@/features/forms/client/ErrorSummary'
import type { Locale } from '@/i18n/locales'
import type { ReportLegalNotice } from '@/lib/cms/siteSettings'
import { DrugList } from './DrugList'
import { emptyDrug, fieldByErrorKey, isAsked, type ReportKind, reportSteps } from './fields'
import { focusTargetId, ReportField } from './ReportField'
import { ReportIntro } from './ReportIntro'
import { reportHeadingClass } from './ReportOutcomeScreen'
import { fieldLabel, fill, type ReportStrings } from './text'
import type { ReportWizardState } from './useReportWizard'

type Props = {
  kind: ReportKind
  locale: Locale
  strings: ReportStrings
  legalNotice: ReportLegalNotice
  botCheck: BotCheckClientConfig
  privacyHref: string
  wizard: ReportWizardState
}

/** The control an error summary link focuses: a group's first option, or the field itself. */
function errorTargetOf(key: string): string {
  const id = `report-${key.replace(/\./g, '-')}`
  const field = fieldByErrorKey(key)
  return field ? focusTargetId(field, id) : id
}

/** One step of a report form: its sections as fieldsets, the legal information, Back and Next step or Send. */
export function ReportStep({ kind, locale, strings, legalNotice, botCheck, privacyHref, wizard }: Props) {
  const { draft, setDraft, errors, setErrors, alert, sending, refs, today } = wizard
  // This code loads when the first step opens: focus its heading once it is on the page.
  useEffect(wizard.focusAfterMove, [])
  // The human form asks for at least one drug; the draft gets its first one here, with the field table.
  const noDrug = kind === 'human' && draft.drugs.length === 0
  useEffect(() => {
    if (noDrug) setDraft((current) => (current.drugs.length ? current : { ...current, drugs: [emptyDrug()] }))
  }, [noDrug, setDraft])
  const steps = reportSteps[kind]
  const lastStep = draft.step === steps.length - 1
  const step = steps[draft.step]
  // A draft stored by another version of the form may name a step this one does not have.
  if (!step) return <ReportIntro strings={strings} wizard={wizard} />
  const title = strings.stepTitles[kind][draft.step] ?? ''
  const sectionTitles = strings.sections as Record<string, string>

  /** A field's name in the error summary; a drug's fields say which drug. */
  const labelOf = (key: string) => {
    const field = fieldByErrorKey(key)
    const label = field ? fieldLabel(strings, field.name) : key
    const drug = /^drugs\.(\d+)\./.exec(key)
    return drug ? `${fill(strings.drugHeading, { number: Number(drug[1]) + 1 })}, ${label}` : label
  }

  return (
    <form noValidate onSubmit={wizard.onSubmit} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="font-semibold text-muted">{strings.kinds[kind]}</p>
      <h2 ref={refs.heading} tabIndex={-1} className={reportHeadingClass}>
        {fill(strings.stepOf, { step: draft.step + 1, total: steps.length })}: {title}
      </h2>
      <p className="mt-2 text-sm text-muted">{strings.requiredHint}</p>
      <ErrorSummary
        ref={refs.summary}
        errors={errors}
        title={strings.errorSummary}
        targetOf={errorTargetOf}
        labelOf={labelOf}
      />
      {step.sections.map((section) =>
        section.repeat ? (
          <DrugList
            key={section.id}
            section={section}
            title={sectionTitles[section.id] ?? section.id}
            drugs={draft.drugs}
            errors={errors}
            strings={strings}
            today={today}
            onChange={wizard.setDrugAnswer}
            onAdd={() => setDraft((current) => ({ ...current, drugs: [...current.drugs, emptyDrug()] }))}
            onRemove={(index) => {
              setDraft((current) => ({ ...current, drugs: current.drugs.filter((_, at) => at !== index) }))
              setErrors({})
            }}
          />
        ) : (
          <fieldset key={section.id} className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-6">
            <legend className="px-2 text-xl font-bold text-brand-900">{sectionTitles[section.id]}</legend>
            {section.fields
              .filter((field) => isAsked(field, draft.answers))
              .map((field) => (
                <ReportField
                  key={field.name}
                  field={field}
                  id={`report-${field.name}`}
                  value={draft.answers[field.name]}
                  error={errors[field.name]}
                  strings={strings}
                  today={today}
                  onChange={(value) => wizard.setAnswer(field.name, value)}
                />
              ))}
          </fieldset>
        ),
      )}
      {step.legal && (
        <section aria-labelledby="report-legal" className="mt-8 rounded-xl bg-slate-50 p-4 sm:p-6">
          <h3 id="report-legal" className="text-xl font-bold text-brand-900">
            {strings.sections.legal}
          </h3>
          {legalNotice[kind] && <p className="mt-2">{legalNotice[kind]}</p>}
          <p className="mt-2">
            <SiteLink href={privacyHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {strings.legal.privacy}
            </SiteLink>
          </p>
        </section>
      )}
      {lastStep && (
        <div className="mt-6">
          <BotCheckField
            ref={refs.botCheckHandle}
            config={botCheck}
            locale={locale}
            onSetupError={wizard.onSetupError}
          />
        </div>
      )}
      {alert && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800"
        >
          {alert}
        </p>
      )}
      <div className="mt-8 flex flex-wrap gap-4">
        <button type="button" className="button button-secondary" onClick={() => wizard.goTo({ step: draft.step - 1 })}>
          {strings.back}
        </button>
        <button type="submit" className="button" disabled={sending}>
          {lastStep ? (sending ? strings.sending : strings.send) : strings.next}
        </button>
      </div>
    </form>
  )
}
