'use client'

import type { ComponentProps, ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { type FieldErrorTexts, fieldErrorText } from '@/features/forms/fieldErrors'
import type { FieldErrors } from './ErrorSummary'

/** What a field hands its control: the id its label names, its error state and what describes it. */
type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }

const inputClass = 'w-full rounded-lg border bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'
const checkboxClass = 'mt-1 h-5 w-5 shrink-0 accent-brand-700'

type Props = {
  id: string
  label: string
  error: string | undefined
  /** A line under the label that the control is described by too (the CV's accepted files). */
  hint?: string
  children: (control: FieldControl & { className: string }) => ReactNode
}

/** The ids of what describes a control: its hint, then its error. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [...(hint ? [`${id}-hint`] : []), ...(error ? [`${id}-error`] : [])].join(' ') || undefined
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null
}

/** A field of a public form: its label, an optional hint, the control and its error, tied together by ids. */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
        className: inputClass,
      })}
      <ErrorLine id={id} error={error} />
    </div>
  )
}

type OwnControl = Omit<Props, 'children' | 'hint'>

/** A one-line text field (name, e-mail, phone): the input's own attributes and its form registration. */
export function TextField({ input, ...field }: OwnControl & { input: ComponentProps<'input'> }) {
  return <FormField {...field}>{(control) => <input {...input} {...control} />}</FormField>
}

type SenderField = 'name' | 'email'

/** Who writes, as both public forms ask it: name and e-mail, each with the browser's autofill. */
export function SenderFields({
  fieldOf,
  register,
  limits,
}: {
  fieldOf: (field: SenderField) => OwnControl
  register: (field: SenderField) => UseFormRegisterReturn
  limits: Record<SenderField, number>
}) {
  return (
    <>
      <TextField
        {...fieldOf('name')}
        input={{ type: 'text', autoComplete: 'name', maxLength: limits.name, ...register('name') }}
      />
      <TextField
        {...fieldOf('email')}
        input={{ type: 'email', autoComplete: 'email', maxLength: limits.email, ...register('email') }}
      />
    </>
  )
}

/** A message field. */
export function TextAreaField({ textarea, ...field }: OwnControl & { textarea: ComponentProps<'textarea'> }) {
  return <FormField {...field}>{(control) => <textarea {...textarea} {...control} />}</FormField>
}

/** The privacy consent of a public form: the checkbox, its label, the link to the policy and its error. */
export function ConsentField({
  id,
  label,
  error,
  link,
  checkbox,
}: OwnControl & { link: ReactNode; checkbox: ComponentProps<'input'> }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...checkbox}
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, false, Boolean(error))}
          className={checkboxClass}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {link}
      <ErrorLine id={id} error={error} />
    </div>
  )
}

/** A send's failure that belongs to no field (no connection, a refusal), read out as it appears. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
      {text}
    </p>
  ) : null
}

/**
 * Each field's error as the visitor reads it: the schema's and the endpoint's messages are error codes of the
 * form (turned into its texts), anything else is shown as it came.
 */
export function errorTextsOf<Code extends string>(
  errors: Partial<Record<string, unknown>>,
  isCode: (value: string) => value is Code,
  texts: FieldErrorTexts<Code>,
): FieldErrors {
  const shown: FieldErrors = {}
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as FieldError | undefined)?.message
    if (message) shown[field] = isCode(message) ? fieldErrorText(texts, field, message) : message
  }
  return shown
}
