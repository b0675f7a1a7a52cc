'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useRef, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { Dialog } from '@/components/overlay/Dialog'
import { SiteLink } from '@/components/site/SiteLink'
import { BotCheckField } from '@/features/forms/botCheck/BotCheckField'
import type { BotCheckHandle } from '@/features/forms/botCheck/botCheckHandle'
import { ErrorSummary, type FieldErrors } from '@/features/forms/client/ErrorSummary'
import { focusWhenRendered } from '@/features/forms/client/focusWhenRendered'
import { useFormSubmission } from '@/features/forms/client/useFormSubmission'
import { fieldErrorText } from '@/features/forms/fieldErrors'
import type { ContactFormProps } from './contactFormProps'
import { closeContactForm, contactMessageSent, rememberDepartment } from './contactState'
import { DepartmentSelect } from './DepartmentSelect'
import { type ContactField, type ContactForm, contactFormSchema, contactLimits, isContactErrorCode } from './schema'

type Props = ContactFormProps & { initialDepartment: string | null }

const inputClass = 'w-full rounded-lg border bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'

/** The contact form overlay (spec sections 3 to 5): department, name, email, message, privacy, send. */
export function ContactOverlay({ locale, strings, departments, botCheck, privacyHref, initialDepartment }: Props) {
  const botCheckHandle = useRef<BotCheckHandle>(null)
  const summary = useRef<HTMLElement>(null)
  const formId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  const { submit, sending } = useFormSubmission({
    endpoint: '/api/contact',
    locale,
    botCheck: botCheckHandle,
    texts: { offline: strings.offline, botCheckFailed: strings.botCheckFailed },
  })
  // A market with a single department (bih) has it chosen, whatever button opened the form: there is nothing to choose.
  const onlyDepartment = departments.length === 1 ? (departments[0]?.key ?? null) : null
  const knownDepartment = departments.some((entry) => entry.key === initialDepartment)
    ? initialDepartment
    : onlyDepartment

  const { register, handleSubmit, watch, setError, formState } = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { department: knownDepartment ?? '', name: '', email: '', message: '', privacyAccepted: false },
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  })
  const department = watch('department')
  const onSetupError = useCallback((message: string) => setAlert(message), [])
  const focusSummary = () => focusWhenRendered(summary)

  const errorOf = (field: ContactField, error: FieldError | undefined) => {
    if (!error?.message) return undefined
    return isContactErrorCode(error.message) ? fieldErrorText(strings.fieldErrors, field, error.message) : error.message
  }
  const errorTexts: FieldErrors = {}
  for (const [field, error] of Object.entries(formState.errors)) {
    const text = errorOf(field as ContactField, error as FieldError)
    if (text) errorTexts[field] = text
  }
  const fieldLabels: Record<ContactField, string> = {
    department: strings.department,
    name: strings.name,
    email: strings.email,
    message: strings.message,
    privacyAccepted: strings.privacyAccept,
  }

  const send = handleSubmit(async (form) => {
    setAlert(null)
    const submission = await submit(form)
    if (submission.ok) {
      contactMessageSent()
      return
    }
    // Nothing was accepted (no connection, a 5xx, a refusal): the visitor's answers stay, to send again. They
    // are cleared only with a successful send, when the form closes (spec section 4, as amended by issue 36).
    for (const [field, message] of Object.entries(submission.fieldErrors)) {
      setError(field as ContactField, { message })
    }
    setAlert(submission.error ?? strings.sendFailed)
  }, focusSummary)

  const described = (field: ContactField) => (errorTexts[field] ? `${formId}-${field}-error` : undefined)
  const fieldError = (field: ContactField) => {
    const text = errorTexts[field]
    return text ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {text}
      </p>
    ) : null
  }

  /** What the controls share: id, error state and description. */
  const control = (field: ContactField) => ({
    id: `${formId}-${field}`,
    'aria-invalid': Boolean(errorTexts[field]),
    'aria-describedby': described(field),
  })
  const textControl = (field: 'name' | 'email' | 'message') => ({
    ...control(field),
    className: inputClass,
    ...register(field),
  })

  return (
    <Dialog
      title={strings.title}
      closeLabel={strings.close}
      onClose={closeContactForm}
      // The whole viewport, scrolling a form taller than the screen; the panel sits in the middle.
      className="h-full max-h-none w-full max-w-none overflow-y-auto px-4 py-8"
      panelClassName="mx-auto max-w-xl rounded-xl p-6 sm:p-8"
    >
      <p className="mt-2 text-muted">
        {strings.intro} {strings.requiredHint}
      </p>
      <ErrorSummary
        ref={summary}
        errors={errorTexts}
        title={strings.errorSummary}
        targetOf={(field) => `${formId}-${field}`}
        labelOf={(field) => fieldLabels[field as ContactField] ?? field}
      />
      <form noValidate onSubmit={send} className="mt-6 space-y-5">
        <div>
          <label htmlFor={`${formId}-department`} className="mb-1 block font-semibold">
            {strings.department}
          </label>
          <DepartmentSelect
            options={departments}
            placeholder={strings.departmentPlaceholder}
            className={inputClass}
            {...control('department')}
            {...register('department', { onChange: (event) => rememberDepartment(event.target.value || null) })}
          />
          {fieldError('department')}
        </div>
        <div>
          <label htmlFor={`${formId}-name`} className="mb-1 block font-semibold">
            {strings.name}
          </label>
          <input type="text" autoComplete="name" maxLength={contactLimits.name} {...textControl('name')} />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={`${formId}-email`} className="mb-1 block font-semibold">
            {strings.email}
          </label>
          <input type="email" autoComplete="email" maxLength={contactLimits.email} {...textControl('email')} />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor={`${formId}-message`} className="mb-1 block font-semibold">
            {strings.message}
          </label>
          <textarea rows={contactLimits.messageRows} maxLength={contactLimits.message} {...textControl('message')} />
          {fieldError('message')}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              {...control('privacyAccepted')}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              {...register('privacyAccepted')}
            />
            <label htmlFor={`${formId}-privacyAccepted`}>{strings.privacyAccept}</label>
          </div>
          <SiteLink
            href={privacyHref}
            onClick={closeContactForm}
            className="ml-8 font-semibold text-brand-700 underline underline-offset-2"
          >
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
        <button type="submit" disabled={!department || sending} className="button disabled:opacity-60">
          {sending ? strings.sending : strings.send}
        </button>
      </form>
    </Dialog>
  )
}
