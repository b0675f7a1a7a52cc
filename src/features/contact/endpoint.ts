import { createFormEndpoint, type FormEndpointDeps } from '@/features/forms/endpoint'
import { fieldErrorText } from '@/features/forms/fieldErrors'
import { findContactRecipient } from '@/lib/cms/contactDirectory'
import { enqueueMail } from '@/lib/cms/mailOutbox'
import { saveContactMessage } from '@/lib/cms/submissions'
import { composeContactMail } from './mail'
import { contactSubmissionSchema, fieldErrorCodes } from './schema'
import { contactStrings } from './strings'

/** Requests above this size are refused before they are read further. */
export const maxBodyBytes = 32 * 1024

type ContactEndpointDeps = FormEndpointDeps

/**
 * POST /api/contact?locale=…: validates the submission with the form's own schema and the department
 * against the directory, checks the bot check, saves the message and its mail in one transaction, and
 * only then answers `{ ok: true }`. Every refusal is a 4xx with a localized `error`.
 */
export function createContactEndpoint(deps: ContactEndpointDeps) {
  return createFormEndpoint(deps, {
    name: 'Contact form',
    maxBodyBytes,
    texts: contactStrings,
    async validate(json, { locale, market }) {
      const strings = contactStrings(locale)
      const parsed = contactSubmissionSchema.safeParse(json)
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          Object.entries(fieldErrorCodes(parsed.error)).map(([field, code]) => [
            field,
            fieldErrorText(strings.fieldErrors, field, code),
          ]),
        )
        return { ok: false, error: strings.malformed, fieldErrors }
      }
      const { botCheckToken, ...form } = parsed.data
      const recipient = await findContactRecipient(market.id, form.department, locale)
      if (!recipient) {
        const unknown = strings.fieldErrors.unknownDepartment
        return { ok: false, error: unknown, fieldErrors: { department: unknown } }
      }
      return { ok: true, value: { form, recipient }, botCheckToken }
    },
    async save({ form, recipient }, { locale, market }, scope) {
      const messageId = await saveContactMessage(
        {
          department: recipient.id,
          departmentName: recipient.name,
          name: form.name,
          email: form.email,
          message: form.message,
          privacyAccepted: form.privacyAccepted,
          locale,
          market: market.id,
        },
        scope,
      )
      await enqueueMail(composeContactMail(form, recipient), { contactMessage: messageId }, scope)
      return undefined
    },
  })
}
