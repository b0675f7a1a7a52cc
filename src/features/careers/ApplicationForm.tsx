'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Controller, type FieldError, useForm } from 'react-hook-form'
import { cvKinds } from '@/collections/JobApplications/cvKinds'
import { SiteLink } from '@/components/site/SiteLink'
import { BotCheckField } from '@/features/forms/botCheck/BotCheckField'
import type { BotCheckHandle } from '@/features/forms/botCheck/botCheckHandle'
import { ErrorSummary, type FieldErrors } from '@/features/forms/client/ErrorSummary'
import { focusWhenRendered } from '@/features/forms/client/focusWhenRendered'
import { useFormSubmission } from '@/features/forms/client/useFormSubmission'
import { fieldErrorText } from '@/features/forms/fieldErrors'
import type { ApplicationFormProps } from './applicationFormProps'
import {
  type ApplicationField,
  type ApplicationForm as ApplicationValues,
  applicationFormSchema,
  applicationLimits,
  isApplicationErrorCode,
} from './applicationSchema'

const inputClass = 'w-full rounded-lg border bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'
/** What the file picker offers; the content decides what is taken. */
const cvAccept = [...Object.keys(cvKinds).map((extension) => `.${extension}`), ...Object.values(cvKinds)].join(',')
const textFields = ['name', 'email', 'phone', 'message'] as const

/**
 * The application form: name, e-mail, phone (optional), message, CV, privacy consent and the bot check. Each
 * field is checked with the endpoint's zod schema before sending (the CV by its content); the endpoint's own
 * refusals show beside their fields, and a sent application is replaced by the thank-you note, which takes focus.
 */
export function ApplicationForm({ locale, strings, botCheck, privacyHref, postingId }: ApplicationFormProps) {
  const botCheckHandle = useRef<BotCheckHandle>(null)
  const summary = useRef<HTMLElement>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const formId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { submit, sending } = useFormSubmission({
    endpoint: '/api/applications',
    locale,
    botCheck: botCheckHandle,
    texts: { offline: strings.offline, botCheckFailed: strings.botCheckFailed },
  })
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<ApplicationValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', privacyAccepted: false },
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  })
  const onSetupError = useCallback((message: string) => setAlert(message), [])
  const focusSummary = () => focusWhenRendered(summary)

  // Opened by the visitor's button: the first field takes the focus the button had.
  useEffect(() => setFocus('name'), [setFocus])
  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])

  const errorTexts: FieldErrors = {}
  for (const [field, error] of Object.entries(formState.errors)) {
    const message = (error as FieldError | undefined)?.message
    if (message) {
      errorTexts[field] = isApplicationErrorCode(message)
        ? fieldErrorText(strings.fieldErrors, field, message)
        : message
    }
  }
  const labels: Record<ApplicationField, string> = {
    name: strings.name,
    email: strings.email,
    phone: strings.phone,
    message: strings.message,
    cv: strings.cv,
    privacyAccepted: strings.privacyAccept,
  }

  const send = handleSubmit(async (form) => {
    setAlert(null)
    const body = new FormData()
    for (const field of textFields) body.set(field, form[field])
    body.set('privacyAccepted', String(form.privacyAccepted))
    body.set('cv', form.cv)
    if (postingId !== null) body.set('posting', String(postingId))
    const submission = await submit(body)
    if (submission.ok) {
      setSent(true)
      return
    }
    for (const [field, message] of Object.entries(submission.fieldErrors)) {
      if (field in labels) setError(field as ApplicationField, { message })
    }
    setAlert(submission.error ?? strings.sendFailed)
    if (Object.keys(submission.fieldErrors).some((field) => field in labels)) focusSummary()
  }, focusSummary)

  if (sent) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="mt-6 rounded-lg bg-white p-6 focus:outline-none">
        <h3 className="text-xl font-bold text-brand-900">{strings.thankYouTitle}</h3>
        <p className="mt-2">{strings.thankYouText}</p>
      </div>
    )
  }

  const id = (field: ApplicationField) => `${formId}-${field}`
  const errorId = (field: ApplicationField) => `${formId}-${field}-error`
  const describedBy = (field: ApplicationField, ...more: string[]) =>
    [...more, ...(errorTexts[field] ? [errorId(field)] : [])].join(' ') || undefined
  const fieldProps = (field: ApplicationField) => ({
    id: id(field),
    'aria-invalid': Boolean(errorTexts[field]),
    'aria-describedby': describedBy(field),
  })
  const fieldError = (field: ApplicationField) =>
    errorTexts[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-semibold text-red-700">
        {errorTexts[field]}
      </p>
    ) : null
  const label = (field: ApplicationField) => (
    <label htmlFor={id(field)} className="mb-1 block font-semibold">
      {labels[field]}
    </label>
  )

  return (
    <div className="mt-6">
      <p className="text-muted">{strings.requiredHint}</p>
      <ErrorSummary
        ref={summary}
        errors={errorTexts}
        title={strings.errorSummary}
        targetOf={(field) => id(field as ApplicationField)}
        labelOf={(field) => labels[field as ApplicationField] ?? field}
      />
      <form noValidate method="post" onSubmit={send} className="mt-6 space-y-5">
        <div>
          {label('name')}
          <input
            type="text"
            autoComplete="name"
            maxLength={applicationLimits.name}
            className={inputClass}
            {...fieldProps('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </div>
        <div>
          {label('email')}
          <input
            type="email"
            autoComplete="email"
            maxLength={applicationLimits.email}
            className={inputClass}
            {...fieldProps('email')}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
        <div>
          {label('phone')}
          <input
            type="tel"
            autoComplete="tel"
            maxLength={applicationLimits.phone}
            className={inputClass}
            {...fieldProps('phone')}
            {...register('phone')}
          />
          {fieldError('phone')}
        </div>
        <div>
          {label('message')}
          <textarea
            rows={applicationLimits.messageRows}
            maxLength={applicationLimits.message}
            className={inputClass}
            {...fieldProps('message')}
            {...register('message')}
          />
          {fieldError('message')}
        </div>
        <div>
          {label('cv')}
          <p id={`${formId}-cv-hint`} className="mb-1 text-sm text-muted">
            {strings.cvHint}
          </p>
          <Controller
            control={control}
            name="cv"
            render={({ field }) => (
              <input
                type="file"
                accept={cvAccept}
                className="block w-full rounded-lg border bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
                {...fieldProps('cv')}
                aria-describedby={describedBy('cv', `${formId}-cv-hint`)}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0])}
              />
            )}
          />
          {fieldError('cv')}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              {...fieldProps('privacyAccepted')}
              {...register('privacyAccepted')}
            />
            <label htmlFor={id('privacyAccepted')}>{strings.privacyAccept}</label>
          </div>
          <SiteLink href={privacyHref} className="ml-8 font-semibold text-brand-700 underline underline-offset-2">
            {strings.privacyLink}
          </SiteLink>
          {fieldError('privacyAccepted')}
        </div>
        <BotCheckField ref={botCheckHandle} config={botCheck} locale={locale} onSetupError={onSetupError} />
        {alert && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {alert}
          </p>
        )}
        <button type="submit" disabled={sending} className="button disabled:opacity-60">
          {sending ? strings.sending : strings.send}
        </button>
      </form>
    </div>
  )
}
