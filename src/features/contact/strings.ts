import { createTranslator } from 'next-intl'
import { botCheckFailureText } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { type ContactErrorCode, contactLimits } from './schema'

type LimitedField = 'name' | 'email' | 'message'
type FieldErrorTexts = Record<Exclude<ContactErrorCode, 'tooLong'>, string> & { tooLong: Record<LimitedField, string> }

/** Every text of the contact and thank-you overlays in one locale, passed to the client as a prop. */
export type ContactStrings = ReturnType<typeof contactStrings>

/**
 * Read straight from the message files (not through the request's next-intl config), so the
 * endpoint and tests can use them outside a page render.
 */
export function contactStrings(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Contact' })
  const connection = createTranslator({ locale, messages: messages[locale], namespace: 'Connection' })
  const fieldErrors: FieldErrorTexts = {
    required: t('errors.required'),
    tooLong: {
      name: t('errors.tooLong', { max: contactLimits.name }),
      email: t('errors.tooLong', { max: contactLimits.email }),
      message: t('errors.tooLong', { max: contactLimits.message }),
    },
    invalidEmail: t('errors.invalidEmail'),
    invalidName: t('errors.invalidName'),
    privacyRequired: t('errors.privacyRequired'),
    unknownDepartment: t('errors.unknownDepartment'),
  }
  return {
    title: t('title'),
    intro: t('intro'),
    close: t('close'),
    department: t('department'),
    departmentPlaceholder: t('departmentPlaceholder'),
    name: t('name'),
    email: t('email'),
    message: t('message'),
    privacyAccept: t('privacyAccept'),
    privacyLink: t('privacyLink'),
    requiredHint: t('requiredHint'),
    errorSummary: t('errorSummary'),
    send: t('send'),
    sending: t('sending'),
    thankYouTitle: t('thankYouTitle'),
    thankYouText: t('thankYouText'),
    fieldErrors,
    botCheckFailed: botCheckFailureText({
      botCheckFailed: t('errors.botCheckFailed'),
      recaptchaFailed: t('errors.recaptchaFailed'),
    }),
    sendFailed: t('errors.sendFailed'),
    tooLarge: t('errors.tooLarge'),
    malformed: t('errors.malformed'),
    offline: connection('formOffline'),
  }
}
