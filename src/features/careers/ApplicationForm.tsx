'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { cvKinds } from '@/collections/JobApplications/cvKinds'
import { SiteLink } from '@/components/site/SiteLink'
import { BotCheckField } from '@/features/forms/botCheck/BotCheckField'
import type { BotCheckHandle } from '@/features/forms/botCheck/botCheckHandle'
import { ErrorSummary } from '@/features/forms/client/ErrorSummary'
import {
  ConsentField,
  errorTextsOf,
  FormAlert,
  FormField,
  SenderFields,
  TextAreaField,
  TextField,
} from '@/features/forms/client/FormField'
import { focusWhenRendered } from '@/features/forms/client/focusWhenRendered'
import { useFormSubmission } from '@/features/forms/client/useFormSubmission'
import type { ApplicationFormProps } from './applicationFormProps'
import {
  type ApplicationField,
  type ApplicationForm as ApplicationValues,
  applicationFormSchema,
  applicationLimits,
  isApplicationErrorCode,
} from './applicationSchema'

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
  const {
    register,
    control: formControl,
    handleSubmit,
    setError,
    setFocus,
    formState,
  } = useForm<ApplicationValues>({
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

  const errorTexts = errorTextsOf(formState.errors, isApplicationErrorCode, strings.fieldErrors)
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
  const fieldOf = (field: ApplicationField) => ({ id: id(field), label: labels[field], error: errorTexts[field] })

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
        <SenderFields fieldOf={fieldOf} register={register} limits={applicationLimits} />
        <TextField
          {...fieldOf('phone')}
          input={{ type: 'tel', autoComplete: 'tel', maxLength: applicationLimits.phone, ...register('phone') }}
        />
        <TextAreaField
          {...fieldOf('message')}
          textarea={{
            rows: applicationLimits.messageRows,
            maxLength: applicationLimits.message,
            ...register('message'),
          }}
        />
        <FormField {...fieldOf('cv')} hint={strings.cvHint}>
          {(control) => (
            <Controller
              control={formControl}
              name="cv"
              render={({ field }) => (
                <input
                  type="file"
                  accept={cvAccept}
                  {...control}
                  className="block w-full rounded-lg border bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0])}
                />
              )}
            />
          )}
        </FormField>
        <ConsentField
          {...fieldOf('privacyAccepted')}
          link={
            <SiteLink href={privacyHref} className="ml-8 font-semibold text-brand-700 underline underline-offset-2">
              {strings.privacyLink}
            </SiteLink>
          }
          checkbox={register('privacyAccepted')}
        />
        <BotCheckField ref={botCheckHandle} config={botCheck} locale={locale} onSetupError={onSetupError} />
        <FormAlert text={alert} />
        <button type="submit" disabled={sending} className="button disabled:opacity-60">
          {sending ? strings.sending : strings.send}
        </button>
      </form>
    </div>
  )
}
