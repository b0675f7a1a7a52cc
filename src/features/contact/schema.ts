import { z } from 'zod'
import { firstErrorCodes } from '@/features/forms/fieldErrors'

/** Spec section 9: name and email at most 50 characters. The message bound keeps a request under 32 KB. */
export const contactLimits = { name: 50, email: 50, message: 5000, messageRows: 5 } as const

/**
 * Messages are codes, not text: the form and the endpoint turn them into the visitor's language
 * (messages/<locale>.json, namespace Contact.errors).
 */
const contactErrorCodes = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidName',
  'privacyRequired',
  'unknownDepartment',
] as const
export type ContactErrorCode = (typeof contactErrorCodes)[number]

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })

/** The contact form, validated by the browser before sending and again by the endpoint. */
export const contactFormSchema = z.object({
  department: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'unknownDepartment' }),
  // A line break in a name could only come from a forged request; it has no place in a mail header.
  name: requiredText(contactLimits.name).regex(/^[^\r\n]*$/, { error: 'invalidName' }),
  email: requiredText(contactLimits.email).pipe(z.email({ error: 'invalidEmail' })),
  message: requiredText(contactLimits.message),
  privacyAccepted: z.boolean({ error: 'privacyRequired' }).refine((accepted) => accepted, { error: 'privacyRequired' }),
})

export type ContactForm = z.infer<typeof contactFormSchema>
export type ContactField = keyof ContactForm

/** What the browser posts to the endpoint: the form and the bot check's token. */
export const contactSubmissionSchema = contactFormSchema.extend({
  botCheckToken: z.string().max(20_000).optional(),
})

export function isContactErrorCode(value: string): value is ContactErrorCode {
  return (contactErrorCodes as readonly string[]).includes(value)
}

/** The first problem of each field, as an error code. */
export function fieldErrorCodes(error: z.ZodError): Partial<Record<ContactField, ContactErrorCode>> {
  return firstErrorCodes(error, isContactErrorCode, 'required')
}
