'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { SiteLink } from '@/components/site/SiteLink'
import { useOnlineStatus } from '@/components/site/useOnlineStatus'
import { BotCheckField, type BotCheckHandle } from '@/features/forms/botCheck/BotCheckField'
import { RecaptchaSetupError } from '@/features/forms/botCheck/recaptchaScript'
import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import type { Locale } from '@/i18n/locales'
import { DrugList } from './DrugList'
import { draftStorageKey, emptyDraft, emptyDrug, parseDraft, type ReportDraft } from './draft'
import { ErrorSummary, type FieldErrors } from './ErrorSummary'
import { type FieldValue, fieldByErrorKey, isAsked, type ReportKind, reportSteps } from './fields'
import { ReportField } from './ReportField'
import { reportErrorCodesOf, reportStepSchema } from './schema'
import { errorText, fieldLabel, fill, type ReportStrings } from './text'

type Props = {
  locale: Locale
  strings: ReportStrings
  botCheck: BotCheckClientConfig
  homeHref: string
  privacyHref: string
}

type Outcome =
  | { kind: 'success'; reference: string; summarySent: boolean }
  | { kind: 'failure'; detail: string | null; fieldErrors: FieldErrors }

type EndpointAnswer = {
  ok?: boolean
  error?: string
  reference?: string
  summarySent?: boolean
  fieldErrors?: FieldErrors
}

const reportKinds: ReportKind[] = ['human', 'veterinary']

/** Today in the visitor's own time zone, as a date input writes it. */
function localToday(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * The adverse-reaction report (spec sections 3 to 5): choose human or veterinary medicine, then the
 * form's steps, each checked with its zod schema before the next; every answer is kept in this tab's
 * sessionStorage, and nothing is sent before Send application.
 */
export function ReportWizard({ locale, strings, botCheck, homeHref, privacyHref }: Props) {
  const [draft, setDraft] = useState<ReportDraft>(emptyDraft)
  const [restored, setRestored] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [today, setToday] = useState('')
  const online = useOnlineStatus()
  const heading = useRef<HTMLHeadingElement>(null)
  const summary = useRef<HTMLElement>(null)
  const botCheckHandle = useRef<BotCheckHandle>(null)
  const moved = useRef(false)

  useEffect(() => {
    const stored = parseDraft(window.sessionStorage.getItem(draftStorageKey))
    if (stored) setDraft(stored)
    setToday(localToday())
    setRestored(true)
  }, [])

  useEffect(() => {
    if (restored && !outcome) window.sessionStorage.setItem(draftStorageKey, JSON.stringify(draft))
  }, [draft, restored, outcome])

  // After moving to another step or screen, focus its heading (or the error summary when there are errors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or screen changes
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    heading.current?.focus()
  }, [draft.step, draft.kind, outcome])

  const onSetupError = useCallback((message: string) => setAlert(message), [])
  const kind = draft.kind
  const steps = kind ? reportSteps[kind] : []
  const step = kind ? steps[draft.step] : undefined
  const lastStep = draft.step === steps.length - 1

  const goTo = (next: Partial<ReportDraft>) => {
    moved.current = true
    setErrors({})
    setAlert(null)
    setDraft((current) => ({ ...current, ...next }))
    window.scrollTo({ top: 0 })
  }

  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    // The summary renders with the errors; focus it once it is there.
    requestAnimationFrame(() => summary.current?.focus())
  }

  const setAnswer = (name: string, value: FieldValue) => {
    setDraft((current) => ({ ...current, answers: { ...current.answers, [name]: value } }))
    setErrors(({ [name]: _, ...rest }) => rest)
  }
  const setDrugAnswer = (index: number, name: string, value: FieldValue) => {
    setDraft((current) => ({
      ...current,
      drugs: current.drugs.map((drug, at) => (at === index ? { ...drug, [name]: value } : drug)),
    }))
    setErrors(({ [`drugs.${index}.${name}`]: _, ...rest }) => rest)
  }

  const stepErrors = (): FieldErrors => {
    if (!kind) return {}
    const result = reportStepSchema(kind, draft.step).safeParse({ answers: draft.answers, drugs: draft.drugs })
    if (result.success) return {}
    return Object.fromEntries(
      Object.entries(reportErrorCodesOf(result.error)).map(([key, code]) => [
        key,
        errorText(strings, code, fieldByErrorKey(key)),
      ]),
    )
  }

  const send = async (): Promise<Outcome> => {
    let botCheckToken: string | undefined
    try {
      botCheckToken = await botCheckHandle.current?.token()
    } catch (error) {
      const detail = error instanceof RecaptchaSetupError ? error.message : strings.errors.botCheckFailed
      return { kind: 'failure', detail, fieldErrors: {} }
    }
    try {
      const response = await fetch(`/api/reports?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind,
          answers: draft.answers,
          ...(kind === 'human' ? { drugs: draft.drugs } : {}),
          botCheckToken,
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as EndpointAnswer
      if (response.ok && answer.ok && answer.reference) {
        return { kind: 'success', reference: answer.reference, summarySent: answer.summarySent === true }
      }
      const detail = answer.error && answer.error !== strings.failure.title ? answer.error : null
      return { kind: 'failure', detail, fieldErrors: answer.fieldErrors ?? {} }
    } catch {
      return { kind: 'failure', detail: null, fieldErrors: {} }
    } finally {
      botCheckHandle.current?.reset()
    }
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = stepErrors()
    if (Object.keys(found).length > 0) return showErrors(found)
    if (!lastStep) return goTo({ step: draft.step + 1 })
    if (!online) return setAlert(strings.formOffline)
    setSending(true)
    const result = await send()
    setSending(false)
    if (result.kind === 'success') window.sessionStorage.removeItem(draftStorageKey)
    moved.current = true
    setOutcome(result)
  }

  /** From the failure screen back to the form, as it was; errors the server found are shown on their step. */
  const backFromFailure = (fieldErrors: FieldErrors) => {
    const keys = Object.keys(fieldErrors)
    const firstStep = steps.findIndex((candidate) =>
      candidate.sections.some((section) =>
        section.fields.some((field) => keys.some((key) => key.split('.').at(-1) === field.name)),
      ),
    )
    moved.current = true
    setOutcome(null)
    setDraft((current) => ({ ...current, step: firstStep >= 0 ? firstStep : current.step }))
    setErrors(fieldErrors)
  }

  /** A field's name in the error summary; a drug's fields say which drug. */
  const labelOf = (key: string) => {
    const field = fieldByErrorKey(key)
    const label = field ? fieldLabel(strings, field.name) : key
    const drug = /^drugs\.(\d+)\./.exec(key)
    return drug ? `${fill(strings.drugHeading, { number: Number(drug[1]) + 1 })}, ${label}` : label
  }

  const headingClass = 'text-2xl font-bold text-brand-900 focus:outline-none'

  if (outcome?.kind === 'success') {
    return (
      <section aria-labelledby="report-outcome" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h2 id="report-outcome" ref={heading} tabIndex={-1} className={headingClass}>
          {strings.success.title}
        </h2>
        <p className="mt-4 text-lg">{fill(strings.success.registered, { reference: outcome.reference })}</p>
        {outcome.summarySent && <p className="mt-2 text-lg">{strings.success.summarySent}</p>}
        <SiteLink href={homeHref} className="button mt-6">
          {strings.success.home}
        </SiteLink>
      </section>
    )
  }

  if (outcome?.kind === 'failure') {
    return (
      <section aria-labelledby="report-outcome" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h2 id="report-outcome" ref={heading} tabIndex={-1} className={`${headingClass} text-red-800`}>
          {strings.failure.title}
        </h2>
        <p className="mt-4 text-lg">{strings.failure.text}</p>
        {outcome.detail && <p className="mt-2">{outcome.detail}</p>}
        <button type="button" className="button mt-6" onClick={() => backFromFailure(outcome.fieldErrors)}>
          {strings.failure.back}
        </button>
      </section>
    )
  }

  if (!kind || !step) {
    const chooseError = errors.kind
    return (
      <form
        noValidate
        className="mx-auto max-w-3xl px-4 py-8 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault()
          if (!draft.kind) return showErrors({ kind: strings.errors.required })
          goTo({ step: 0 })
        }}
      >
        <ErrorSummary
          ref={summary}
          errors={errors}
          title={strings.errorSummary}
          targetOf={() => 'report-kind-0'}
          labelOf={() => strings.chooseLegend}
        />
        <fieldset aria-describedby={chooseError ? 'report-kind-error' : undefined}>
          <legend className="text-xl font-bold text-brand-900">
            {strings.chooseLegend}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-4 flex flex-wrap gap-4">
            {reportKinds.map((option, index) => (
              <label
                key={option}
                htmlFor={`report-kind-${index}`}
                className="flex items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 font-semibold"
              >
                <input
                  id={`report-kind-${index}`}
                  type="radio"
                  name="report-kind"
                  required
                  checked={draft.kind === option}
                  onChange={() => {
                    setDraft((current) => ({ ...current, kind: option }))
                    setErrors({})
                  }}
                  className="h-5 w-5 accent-brand-700"
                />
                {strings.kinds[option]}
              </label>
            ))}
          </div>
          {chooseError && (
            <p id="report-kind-error" className="mt-2 text-sm font-semibold text-red-700">
              {chooseError}
            </p>
          )}
        </fieldset>
        <p className="mt-4 text-sm text-muted">{strings.requiredHint}</p>
        <button type="submit" className="button mt-6">
          {strings.start}
        </button>
      </form>
    )
  }

  const title = strings.stepTitles[kind][draft.step] ?? ''
  const sectionTitles = strings.sections as Record<string, string>
  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="font-semibold text-muted">{strings.kinds[kind]}</p>
      <h2 ref={heading} tabIndex={-1} className={headingClass}>
        {fill(strings.stepOf, { step: draft.step + 1, total: steps.length })}: {title}
      </h2>
      <p className="mt-2 text-sm text-muted">{strings.requiredHint}</p>
      <ErrorSummary
        ref={summary}
        errors={errors}
        title={strings.errorSummary}
        targetOf={(key) => `report-${key.replace(/\./g, '-')}`}
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
            onChange={setDrugAnswer}
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
                  onChange={(value) => setAnswer(field.name, value)}
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
          <p className="mt-2">{strings.legal[kind]}</p>
          <p className="mt-2">
            <SiteLink href={privacyHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {strings.legal.privacy}
            </SiteLink>
          </p>
        </section>
      )}
      {lastStep && (
        <div className="mt-6">
          <BotCheckField ref={botCheckHandle} config={botCheck} locale={locale} onSetupError={onSetupError} />
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
        <button type="button" className="button button-secondary" onClick={() => goTo({ step: draft.step - 1 })}>
          {strings.back}
        </button>
        <button type="submit" className="button" disabled={sending}>
          {lastStep ? (sending ? strings.sending : strings.send) : strings.next}
        </button>
      </div>
    </form>
  )
}
