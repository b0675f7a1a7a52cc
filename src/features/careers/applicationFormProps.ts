import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import type { Locale } from '@/i18n/locales'
import type { ApplicationStrings } from './applicationStrings'

/** What the server gives the application form: texts, bot check, the privacy page and the posting applied for. */
export type ApplicationFormProps = {
  locale: Locale
  strings: ApplicationStrings
  botCheck: BotCheckClientConfig
  privacyHref: string
  /** The posting applied for; null for an open application. */
  postingId: number | null
}
