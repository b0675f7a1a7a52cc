import { z } from 'zod'
import { maxCvBytes } from '@/collections/JobApplications/cvKinds'
import { firstErrorCodes } from '@/features/forms/fieldErrors'
import { cvKindOf } from './cvFile'

/** The bounds keep a request's text small; the CV is the bulk of it. */
export const applicationLimits = { name: 100, email: 100, phone: 30, message: 5000, messageRows: 6 } as const

/**
 * Messages are codes, not text: the form and the endpoint turn them into the visitor's language
 * (messages/<locale>.json, namespace Careers.application.errors).
 */
const applicationErrorCodes = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidName',
  'invalidPhone',
  'privacyRequired',
  'cvRequired',
  'cvTooLarge',
  'cvWrongType',
  'unknownPosting',
] as const
export type ApplicationErrorCode = (typeof applicationErrorCodes)[number]

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

/** The CV: present, at most 5 MB, and by its content a PDF, DOCX or ODT (each check only after the one before). */
const cvSchema = z
  .custom<Blob>((value) => isFile(value) && value.size > 0, { error: 'cvRequired', abort: true })
  .refine((file) => file.size <= maxCvBytes, { error: 'cvTooLarge', abort: true })
  .refine(async (file) => (await cvKindOf(file)) !== null, { error: 'cvWrongType' })

/** The application form, validated by the browser before sending and again by the endpoint. */
export const applicationFormSchema = z.object({
  // A line break in a name could only come from a forged request; it has no place in a mail subject.
  name: requiredText(applicationLimits.name).regex(/^[^\r\n]*$/, { error: 'invalidName' }),
  email: requiredText(applicationLimits.email).pipe(z.email({ error: 'invalidEmail' })),
  phone: z
    .string()
    .trim()
    .max(applicationLimits.phone, { error: 'tooLong' })
    .regex(/^[+0-9 ()/.-]*$/, { error: 'invalidPhone' }),
  message: requiredText(applicationLimits.message),
  cv: cvSchema,
  privacyAccepted: z.boolean({ error: 'privacyRequired' }).refine((accepted) => accepted, { error: 'privacyRequired' }),
})

export type ApplicationForm = z.infer<typeof applicationFormSchema>
export type ApplicationField = keyof ApplicationForm

/**
 * What the browser posts (multipart form data, so every value but the file is text): the form, the posting
 * applied for (none for an open application) and the bot check's token.
 */
export const applicationSubmissionSchema = applicationFormSchema.extend({
  phone: z.preprocess((value) => value ?? '', applicationFormSchema.shape.phone),
  // Form data sends each line break as CRLF; the browser counted it as one character.
  message: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    applicationFormSchema.shape.message,
  ),
  privacyAccepted: z.preprocess((value) => value === 'true', applicationFormSchema.shape.privacyAccepted),
  posting: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'unknownPosting' })
    .transform(Number)
    .optional(),
  botCheckToken: z.string().max(20_000).optional(),
})

export function isApplicationErrorCode(value: string): value is ApplicationErrorCode {
  return (applicationErrorCodes as readonly string[]).includes(value)
}

/** The first problem of each field, as an error code. */
export function applicationErrorCodesOf(error: z.ZodError): Partial<Record<string, ApplicationErrorCode>> {
  return firstErrorCodes(error, isApplicationErrorCode, 'required')
}
