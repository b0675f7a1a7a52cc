import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

/** A refused visitor's answer, in their language: how many whole minutes to wait before sending again. */
export function rateLimitedText(locale: Locale, retryAfterSeconds: number): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Forms' })
  return t('rateLimited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
}
