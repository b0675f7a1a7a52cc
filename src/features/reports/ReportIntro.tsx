'use client'

import { useLayoutEffect, useRef } from 'react'
import { ErrorSummary } from '@/features/forms/client/ErrorSummary'
import type { ReportKind } from './fields'
import type { ReportStrings } from './text'
import type { ReportWizardState } from './useReportWizard'

const reportKinds: ReportKind[] = ['human', 'veterinary']

type Props = { strings: ReportStrings; wizard: ReportWizardState }

/** The intro (spec section 4): choose human or veterinary medicine, then Start. */
export function ReportIntro({ strings, wizard }: Props) {
  const { draft, setDraft, errors, setErrors, showErrors, goTo, refs } = wizard
  const chooseError = errors.kind
  const form = useRef<HTMLFormElement>(null)
  // A choice made before the page hydrated (its scripts start after the load, server/hydrateAfterLoad.mjs) is
  // only in the page: it becomes the draft's before a render puts the radios back to the draft's state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the intro is first shown
  useLayoutEffect(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="report-kind"]:checked')?.value
    const kind = reportKinds.find((option) => option === chosen)
    if (kind && !draft.kind) setDraft((current) => ({ ...current, kind }))
  }, [])
  return (
    <form
      ref={form}
      noValidate
      className="mx-auto max-w-3xl px-4 py-8 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault()
        if (!draft.kind) return showErrors({ kind: strings.errors.required })
        goTo({ step: 0 })
      }}
    >
      <ErrorSummary
        ref={refs.summary}
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
                value={option}
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
