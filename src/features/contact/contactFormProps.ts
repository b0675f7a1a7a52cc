import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import type { Locale } from '@/i18n/locales'
import type { ContactDepartment } from '@/lib/cms/contactDirectory'
import type { ContactStrings } from './strings'

/** What the server gives the contact overlay of every page: `ContactRoot` passes it on to `ContactOverlay`. */
export type ContactFormProps = {
  locale: Locale
  strings: ContactStrings
  departments: ContactDepartment[]
  botCheck: BotCheckClientConfig
  privacyHref: string
}
