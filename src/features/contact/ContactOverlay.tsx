'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useRef, useState } from 'react'
import { Controller, type FieldError, useForm } from 'react-hook-form'
import { CloseButton } from '@/components/overlay/CloseButton'
import { useFocusTrap } from '@/components/overlay/useFocusTrap'
import { useScrollLock } from '@/components/overlay/useScrollLock'
import { SiteLink } from '@/components/site/SiteLink'
import { useOnlineStatus } from '@/components/site/useOnlineStatus'
import { BotCheckField, type BotCheckHandle } from '@/features/forms/botCheck/BotCheckField'
import { RecaptchaSetupError } from '@/features/forms/botCheck/recaptchaScript'
import type { ContactRootProps } from './ContactRoot'
import { closeContactForm, contactMessageSent, rememberDepartment } from './contactState'
import { DepartmentSelect } from './DepartmentSelect'
import { type ContactField, type ContactForm, contactFormSchema, contactLimits, isContactErrorCode } from './schema'
import { fieldErrorText } from './strings'

type Props = ContactRootProps & { initialDepartment: string | null }
type EndpointAnswer = {
  ok?: boolean
  code?: string
  error?: string
  fieldErrors?: Partial<Record<ContactField, string>>
}

const inputClass = 'w-full rounded-lg border bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'

/** The contact form overlay (spec sections 3 to 5): department, name, email, message, privacy, send. */
export function ContactOverlay({ locale, strings, departments, botCheck, privacyHref, initialDepartment }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const botCheckHandle = useRef<BotCheckHandle>(null)
  const ids = { title: useId(), department: useId(), form: useId() }
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const online = useOnlineStatus()
  const knownDepartment = departments.some((entry) => entry.key === initialDepartment) ? initialDepartment : null

  const { register, control, handleSubmit, watch, setValue, setError, formState } = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { department: knownDepartment ?? '', name: '', email: '', message: '', privacyAccepted: false },
  })
  const department = watch('department')

  useFocusTrap(panel, true, closeContactForm)
  useScrollLock(true)
  const onSetupError = useCallback((message: string) => setAlert(message), [])

  const errorOf = (field: ContactField, error: FieldError | undefined) => {
    if (!error?.message) return undefined
    return isContactErrorCode(error.message) ? fieldErrorText(strings, field, error.message) : error.message
  }

  /** One send attempt: the bot check's token, then the endpoint; every failure becomes an answer to show. */
  const attempt = async (form: ContactForm): Promise<EndpointAnswer> => {
    let botCheckToken: string | undefined
    try {
      botCheckToken = await botCheckHandle.current?.token()
    } catch (error) {
      return { ok: false, error: error instanceof RecaptchaSetupError ? error.message : strings.botCheckFailed }
    }
    let response: Response
    try {
      response = await fetch(`/api/contact?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...form, botCheckToken }),
      })
    } catch {
      return { ok: false, error: strings.sendFailed }
    }
    const answer = (await response.json().catch(() => ({}))) as EndpointAnswer
    if (response.ok) return answer
    if (answer.code === 'botCheck') return { ok: false, error: strings.botCheckFailed }
    return { ...answer, ok: false, error: answer.error ?? strings.sendFailed }
  }

  const send = handleSubmit(async (form) => {
    // Refused before anything is sent, so the clearing below does not apply: what was typed stays.
    if (!online) {
      setAlert(strings.offline)
      return
    }
    setSending(true)
    setAlert(null)
    const answer = await attempt(form)
    // Spec section 4: whatever the outcome, name, email and message are cleared after a send attempt.
    for (const field of ['name', 'email', 'message'] as const) setValue(field, '')
    botCheckHandle.current?.reset()
    setSending(false)
    if (answer.ok) {
      contactMessageSent()
      return
    }
    for (const [field, message] of Object.entries(answer.fieldErrors ?? {})) {
      setError(field as ContactField, { message })
    }
    setAlert(answer.error ?? strings.sendFailed)
  })

  const described = (field: ContactField) => (formState.errors[field] ? `${ids.form}-${field}-error` : undefined)
  const fieldError = (field: ContactField) => {
    const text = errorOf(field, formState.errors[field])
    return text ? (
      <p id={`${ids.form}-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {text}
      </p>
    ) : null
  }

  /** What the name, email and message controls share: id, error state and description, the form binding. */
  const textControl = (field: 'name' | 'email' | 'message') => ({
    id: `${ids.form}-${field}`,
    'aria-invalid': Boolean(formState.errors[field]),
    'aria-describedby': described(field),
    className: inputClass,
    ...register(field),
  })

  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-ink/60 px-4 py-8">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        className="relative mx-auto w-full max-w-xl rounded-xl bg-white p-6 shadow-xl sm:p-8"
      >
        <CloseButton label={strings.close} onClick={closeContactForm} className="absolute right-3 top-3" />
        <h2 id={ids.title} className="pr-12 text-2xl font-bold text-brand-900">
          {strings.title}
        </h2>
        <p className="mt-2 text-muted">
          {strings.intro} {strings.requiredHint}
        </p>
        <form noValidate onSubmit={send} className="mt-6 space-y-5">
          <div>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label's click focuses its control; the keyboard reaches it by Tab */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
            <span
              id={ids.department}
              className="mb-1 block font-semibold"
              onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${ids.department}"]`)?.focus()}
            >
              {strings.department}
            </span>
            <Controller
              control={control}
              name="department"
              render={({ field }) => (
                <DepartmentSelect
                  ref={field.ref}
                  labelId={ids.department}
                  options={departments}
                  value={field.value}
                  placeholder={strings.departmentPlaceholder}
                  onChange={(key) => {
                    field.onChange(key)
                    rememberDepartment(key)
                  }}
                  onBlur={field.onBlur}
                  invalid={Boolean(formState.errors.department)}
                  describedBy={described('department')}
                />
              )}
            />
            {fieldError('department')}
          </div>
          <div>
            <label htmlFor={`${ids.form}-name`} className="mb-1 block font-semibold">
              {strings.name}
            </label>
            <input type="text" autoComplete="name" maxLength={contactLimits.name} {...textControl('name')} />
            {fieldError('name')}
          </div>
          <div>
            <label htmlFor={`${ids.form}-email`} className="mb-1 block font-semibold">
              {strings.email}
            </label>
            <input type="email" autoComplete="email" maxLength={contactLimits.email} {...textControl('email')} />
            {fieldError('email')}
          </div>
          <div>
            <label htmlFor={`${ids.form}-message`} className="mb-1 block font-semibold">
              {strings.message}
            </label>
            <textarea rows={contactLimits.messageRows} maxLength={contactLimits.message} {...textControl('message')} />
            {fieldError('message')}
          </div>
          <div>
            <div className="flex items-start gap-3">
              <input
                id={`${ids.form}-privacy`}
                type="checkbox"
                aria-invalid={Boolean(formState.errors.privacyAccepted)}
                aria-describedby={described('privacyAccepted')}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                {...register('privacyAccepted')}
              />
              <label htmlFor={`${ids.form}-privacy`}>{strings.privacyAccept}</label>
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
      </div>
    </div>
  )
}
