'use client'

import type { FieldSpec, FieldValue } from './fields'
import { fieldLabel, optionLabel, type ReportStrings } from './text'

type Props = {
  field: FieldSpec
  /** The element id; a radio or check group's options add `-0`, `-1`… */
  id: string
  value: FieldValue | undefined
  error: string | undefined
  strings: ReportStrings
  /** The latest date a date field accepts (today, in the visitor's time zone). */
  today: string
  onChange: (value: FieldValue) => void
}

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'

/** The element a link from the error summary focuses: the control, or a group's first option. */
export function focusTargetId(field: FieldSpec, id: string): string {
  return field.kind === 'choice' || field.kind === 'checks' ? `${id}-0` : id
}

function Asterisk({ required }: { required: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : null
}

/** One question of the report forms: label (asterisk when mandatory), control, and its error beside it. */
export function ReportField({ field, id, value, error, strings, today, onChange }: Props) {
  const label = fieldLabel(strings, field.name)
  const errorId = `${id}-error`
  const described = error ? errorId : undefined
  const errorLine = error ? (
    <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null
  const text = typeof value === 'string' ? value : ''

  if (field.kind === 'choice' || field.kind === 'checks') {
    const chosen = Array.isArray(value) ? value : []
    return (
      <fieldset aria-describedby={described} className="mt-5">
        <legend className="font-semibold">
          {label}
          <Asterisk required={field.required} />
        </legend>
        <div className={field.kind === 'choice' ? 'mt-2 flex flex-wrap gap-x-6 gap-y-2' : 'mt-2 space-y-2'}>
          {field.options.map((option, index) => (
            <label key={option} htmlFor={`${id}-${index}`} className="flex items-center gap-2">
              <input
                id={`${id}-${index}`}
                type={field.kind === 'choice' ? 'radio' : 'checkbox'}
                name={id}
                value={option}
                checked={field.kind === 'choice' ? text === option : chosen.includes(option)}
                required={field.kind === 'choice' ? field.required : undefined}
                onChange={(event) => {
                  if (field.kind === 'choice') return onChange(option)
                  onChange(event.target.checked ? [...chosen, option] : chosen.filter((entry) => entry !== option))
                }}
                className="h-5 w-5 accent-brand-700"
              />
              {optionLabel(strings, option)}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    )
  }

  if (field.kind === 'checkbox') {
    return (
      <div className="mt-3">
        <label htmlFor={id} className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.checked)}
            className="h-5 w-5 accent-brand-700"
          />
          {label}
        </label>
        {errorLine}
      </div>
    )
  }

  const common = {
    id,
    value: text,
    required: field.required,
    'aria-invalid': Boolean(error),
    'aria-describedby': described,
    autoComplete: field.autoComplete ?? 'off',
    className: inputClass,
  }
  const onText = (event: { target: { value: string } }) => onChange(event.target.value)
  let control: React.ReactNode
  if (field.kind === 'select') {
    control = (
      <select {...common} onChange={onText}>
        <option value="">{strings.options.choose}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(strings, option)}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'textarea') {
    control = <textarea {...common} rows={4} maxLength={field.maxLength} onChange={onText} />
  } else if (field.kind === 'date') {
    control = <input {...common} type="date" max={today} min="1900-01-01" onChange={onText} />
  } else if (field.kind === 'number') {
    control = (
      <input {...common} type="text" inputMode="decimal" className={`${inputClass} max-w-48`} onChange={onText} />
    )
  } else {
    control = (
      <input
        {...common}
        type={field.kind}
        maxLength={'maxLength' in field ? field.maxLength : undefined}
        onChange={onText}
      />
    )
  }
  return (
    <div className="mt-5">
      <label htmlFor={id} className="font-semibold">
        {label}
        <Asterisk required={field.required} />
      </label>
      {control}
      {errorLine}
    </div>
  )
}
