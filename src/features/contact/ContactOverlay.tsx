'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Dialog } from '@/components/overlay/Dialog'
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
} from '@/features/forms/client/FormField'
import { focusWhenRendered } from '@/features/forms/client/focusWhenRendered'
import { useFormSubmission } from '@/features/forms/client/useFormSubmission'
import type { ContactFormProps } from './contactFormProps'
import { closeContactForm, contactMessageSent, rememberDepartment } from './contactState'
import { DepartmentSelect } from './DepartmentSelect'
import { type ContactField, type ContactForm, contactFormSchema, contactLimits, isContactErrorCode } from './schema'

type Props = ContactFormProps & { initialDepartment: string | null }

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

  const errorTexts = errorTextsOf(formState.errors, isContactErrorCode, strings.fieldErrors)
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

  const id = (field: ContactField) => `${formId}-${field}`
  const fieldOf = (field: ContactField) => ({ id: id(field), label: fieldLabels[field], error: errorTexts[field] })

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
        targetOf={(field) => id(field as ContactField)}
        labelOf={(field) => fieldLabels[field as ContactField] ?? field}
      />
      <form noValidate onSubmit={send} className="mt-6 space-y-5">
        <FormField {...fieldOf('department')}>
          {(control) => (
            <DepartmentSelect
              options={departments}
              placeholder={strings.departmentPlaceholder}
              {...control}
              {...register('department', { onChange: (event) => rememberDepartment(event.target.value || null) })}
            />
          )}
        </FormField>
        <SenderFields fieldOf={fieldOf} register={register} limits={contactLimits} />
        <TextAreaField
          {...fieldOf('message')}
          textarea={{ rows: contactLimits.messageRows, maxLength: contactLimits.message, ...register('message') }}
        />
        <ConsentField
          {...fieldOf('privacyAccepted')}
          link={
            <SiteLink
              href={privacyHref}
              onClick={closeContactForm}
              className="ml-8 font-semibold text-brand-700 underline underline-offset-2"
            >
              {strings.privacyLink}
            </SiteLink>
          }
          checkbox={register('privacyAccepted')}
        />
        <BotCheckField ref={botCheckHandle} config={botCheck} locale={locale} onSetupError={onSetupError} />
        <FormAlert text={alert} />
        <button type="submit" disabled={!department || sending} className="button disabled:opacity-60">
          {sending ? strings.sending : strings.send}
        </button>
      </form>
    </Dialog>
  )
}
