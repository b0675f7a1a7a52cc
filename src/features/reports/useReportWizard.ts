'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { BotCheckHandle } from '@/features/forms/botCheck/botCheckHandle'
import type { FieldErrors } from '@/features/forms/client/ErrorSummary'
import { focusWhenRendered } from '@/features/forms/client/focusWhenRendered'
import { useFormSubmission } from '@/features/forms/client/useFormSubmission'
import type { Locale } from '@/i18n/locales'
import { draftStorageKey, emptyDraft, parseDraft, type ReportDraft } from './draft'
import type { FieldValue } from './fields'
import type { ReportStrings } from './text'

export type ReportOutcome =
  | { kind: 'success'; reference: string; summaryQueued: boolean }
  | { kind: 'failure'; detail: string | null; fieldErrors: FieldErrors }

/**
 * The zod schemas (most of the form's code) load with the first step, not with the page: `ReportWizard`
 * loads them beside the step's code, and a step check waits for them.
 */
export const loadReportSchema = () => import('./schema')
/** The field table and the texts built on it, loaded like the schemas (the step's code has them already). */
const loadReportFields = () => Promise.all([import('./fields'), import('./text')])

/** Today in the visitor's own time zone, as a date input writes it. */
function localToday(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * The report wizard's state: the draft (kept in this tab's sessionStorage), the step's errors, the send
 * and its outcome, and where focus goes after each move.
 */
export function useReportWizard(locale: Locale, strings: ReportStrings) {
  const [draft, setDraft] = useState<ReportDraft>(emptyDraft)
  const [restored, setRestored] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [today, setToday] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const summary = useRef<HTMLElement>(null)
  const botCheckHandle = useRef<BotCheckHandle>(null)
  const moved = useRef(false)
  const { submit, sending } = useFormSubmission<{ reference?: string; summaryQueued?: boolean }>({
    endpoint: '/api/reports',
    locale,
    botCheck: botCheckHandle,
    texts: { offline: strings.formOffline, botCheckFailed: strings.errors.botCheckFailed },
  })

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
  // A step whose code is still loading has no heading yet: it calls this again once it is there.
  const focusAfterMove = useCallback(() => {
    if (!moved.current || !heading.current) return
    moved.current = false
    heading.current.focus()
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or screen changes
  useEffect(focusAfterMove, [draft.step, draft.kind, outcome])

  const onSetupError = useCallback((message: string) => setAlert(message), [])
  const kind = draft.kind

  const goTo = (next: Partial<ReportDraft>) => {
    moved.current = true
    setErrors({})
    setAlert(null)
    setDraft((current) => ({ ...current, ...next }))
    // A new step is a new page: it starts at the top at once, not after a glide over the whole form.
    window.scrollTo({ top: 0, behavior: 'instant' })
  }

  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    focusWhenRendered(summary)
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

  const stepErrors = async (): Promise<FieldErrors> => {
    if (!kind) return {}
    const [{ reportErrorCodesOf, reportStepSchema }, [{ fieldByErrorKey }, { errorText }]] = await Promise.all([
      loadReportSchema(),
      loadReportFields(),
    ])
    const result = reportStepSchema(kind, draft.step).safeParse({ answers: draft.answers, drugs: draft.drugs })
    if (result.success) return {}
    return Object.fromEntries(
      Object.entries(reportErrorCodesOf(result.error)).map(([key, code]) => [
        key,
        errorText(strings, code, fieldByErrorKey(key)),
      ]),
    )
  }

  /** Next step, or on the last one Send application: checks the step first, and sends nothing while offline. */
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = await stepErrors()
    if (Object.keys(found).length > 0) return showErrors(found)
    const [{ reportSteps }] = await loadReportFields()
    if (kind && draft.step < reportSteps[kind].length - 1) return goTo({ step: draft.step + 1 })
    const submission = await submit({
      kind,
      answers: draft.answers,
      ...(kind === 'human' ? { drugs: draft.drugs } : {}),
    })
    if (!submission.ok && !submission.attempted) return setAlert(submission.error)
    const reference = submission.ok ? submission.answer.reference : undefined
    moved.current = true
    if (submission.ok && reference) {
      window.sessionStorage.removeItem(draftStorageKey)
      setOutcome({ kind: 'success', reference, summaryQueued: submission.answer.summaryQueued === true })
    } else {
      const { error, fieldErrors } = submission.ok ? { error: null, fieldErrors: {} } : submission
      // The failure screen's title already says that the send failed.
      const detail = error && error !== strings.failure.title ? error : null
      setOutcome({ kind: 'failure', detail, fieldErrors })
    }
  }

  /** From the failure screen back to the form, as it was; errors the server found are shown on their step. */
  const backFromFailure = async (fieldErrors: FieldErrors) => {
    const keys = Object.keys(fieldErrors)
    const [{ reportSteps }] = await loadReportFields()
    const firstStep = (kind ? reportSteps[kind] : []).findIndex((candidate) =>
      candidate.sections.some((section) =>
        section.fields.some((field) => keys.some((key) => key.split('.').at(-1) === field.name)),
      ),
    )
    moved.current = true
    setOutcome(null)
    setDraft((current) => ({ ...current, step: firstStep >= 0 ? firstStep : current.step }))
    setErrors(fieldErrors)
  }

  return {
    draft,
    setDraft,
    errors,
    setErrors,
    outcome,
    alert,
    today,
    sending,
    refs: { heading, summary, botCheckHandle },
    onSetupError,
    focusAfterMove,
    goTo,
    showErrors,
    setAnswer,
    setDrugAnswer,
    onSubmit,
    backFromFailure,
  }
}

export type ReportWizardState = ReturnType<typeof useReportWizard>
