import { createTranslator } from 'next-intl'
import { botCheckFailureText } from '@/features/forms/botCheck'
import type { FieldErrorTexts } from '@/features/forms/fieldErrors'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { type ApplicationErrorCode, applicationLimits } from './applicationSchema'

/** Every text of the application form in one locale, passed to the client as a prop. */
export type ApplicationStrings = ReturnType<typeof applicationStrings>

/** Read straight from the message files, so the endpoint and tests can use them outside a page render. */
export function applicationStrings(locale: Locale, retentionDays: number) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Careers.application' })
  const connection = createTranslator({ locale, messages: messages[locale], namespace: 'Connection' })
  const tooLong = (max: number) => t('errors.tooLong', { max })
  const fieldErrors: FieldErrorTexts<ApplicationErrorCode> = {
    required: t('errors.required'),
    tooLong: {
      name: tooLong(applicationLimits.name),
      email: tooLong(applicationLimits.email),
      phone: tooLong(applicationLimits.phone),
      message: tooLong(applicationLimits.message),
    },
    invalidEmail: t('errors.invalidEmail'),
    invalidName: t('errors.invalidName'),
    invalidPhone: t('errors.invalidPhone'),
    privacyRequired: t('errors.privacyRequired'),
    cvRequired: t('errors.cvRequired'),
    cvTooLarge: t('errors.cvTooLarge'),
    cvWrongType: t('errors.cvWrongType'),
    unknownPosting: t('errors.unknownPosting'),
  }
  return {
    headingPosting: t('headingPosting'),
    headingOpen: t('headingOpen'),
    introPosting: t('introPosting'),
    introOpen: t('introOpen'),
    retention: t('retention', { days: retentionDays }),
    show: t('show'),
    noScript: t('noScript'),
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    message: t('message'),
    cv: t('cv'),
    cvHint: t('cvHint'),
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

/** The HR notice's texts, in the language of the market's HR staff. */
export function applicationMailStrings(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Careers.application.mail' })
  return {
    subject: (posting: string | null) => (posting ? t('subjectPosting', { posting }) : t('subjectOpen')),
    text: (values: { name: string; receivedAt: string }) => t('text', values),
    link: t('link'),
  }
}
