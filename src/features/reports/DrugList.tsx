'use client'

import { useRef } from 'react'
import type { FieldErrors } from '@/features/forms/client/ErrorSummary'
import { type FieldValue, type FieldValues, isAsked, type SectionSpec } from './fields'
import { ReportField } from './ReportField'
import { fill, type ReportStrings } from './text'

type Props = {
  section: SectionSpec
  title: string
  drugs: FieldValues[]
  errors: FieldErrors
  strings: ReportStrings
  today: string
  onChange: (index: number, name: string, value: FieldValue) => void
  onAdd: () => void
  onRemove: (index: number) => void
}

/** The human form's drugs: one fieldset per drug, added and removed by the visitor (at least one, at most ten). */
export function DrugList({ section, title, drugs, errors, strings, today, onChange, onAdd, onRemove }: Props) {
  const addButton = useRef<HTMLButtonElement>(null)
  const max = section.repeat?.max ?? 1
  const min = section.repeat?.min ?? 1
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())
  const firstField = section.fields[0]?.name ?? ''

  return (
    <fieldset className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-2 text-xl font-bold text-brand-900">{title}</legend>
      {drugs.map((drug, index) => {
        const number = index + 1
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a drug has no identity but its place in the list
          <fieldset key={index} className="mt-4 rounded-lg border border-slate-300 p-4">
            <legend className="px-2 text-lg font-semibold">{fill(strings.drugHeading, { number })}</legend>
            {section.fields
              .filter((field) => isAsked(field, drug))
              .map((field) => (
                <ReportField
                  key={field.name}
                  field={field}
                  id={`report-drugs-${index}-${field.name}`}
                  value={drug[field.name]}
                  error={errors[`drugs.${index}.${field.name}`]}
                  strings={strings}
                  today={today}
                  onChange={(value) => onChange(index, field.name, value)}
                />
              ))}
            {drugs.length > min && (
              <button
                type="button"
                className="button button-secondary mt-4"
                onClick={() => {
                  onRemove(index)
                  requestAnimationFrame(() => addButton.current?.focus())
                }}
              >
                {fill(strings.removeDrug, { number })}
              </button>
            )}
          </fieldset>
        )
      })}
      <button
        ref={addButton}
        type="button"
        className="button button-secondary mt-4"
        disabled={drugs.length >= max}
        onClick={() => {
          onAdd()
          focusSoon(`report-drugs-${drugs.length}-${firstField}`)
        }}
      >
        {strings.addDrug}
      </button>
    </fieldset>
  )
}
