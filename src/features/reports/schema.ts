import { z } from 'zod'
import {
  emptyValue,
  type FieldSpec,
  type FieldValues,
  isAsked,
  maxDrugs,
  type ReportKind,
  reportSections,
  reportSteps,
  type SectionSpec,
} from './fields'

/**
 * The report forms' zod schemas, built from the questions in `fields.ts`: the wizard validates each
 * step with them and the endpoint validates the whole submission with them again. Messages are codes;
 * `strings.ts` turns them into the visitor's language (messages/<locale>.json, namespace Report.errors).
 */
const reportErrorCodes = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidDate',
  'futureDate',
  'endBeforeStart',
  'invalidNumber',
  'outOfRange',
  'invalidOption',
  'tooMany',
] as const
export type ReportErrorCode = (typeof reportErrorCodes)[number]

function isReportErrorCode(value: string): value is ReportErrorCode {
  return (reportErrorCodes as readonly string[]).includes(value)
}

/**
 * The latest calendar date that has begun somewhere on Earth (UTC+14): a date after it lies in the
 * future for every reporter, whatever their time zone.
 */
export function latestPossibleDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60_000).toISOString().slice(0, 10)
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01'
}

/** A decimal number as typed (a comma is a decimal separator too), or NaN. */
export function parseDecimal(value: string): number {
  const normalized = value.trim().replace(',', '.')
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN
}

const emailCheck = z.email()

function textSchema(field: FieldSpec & { maxLength: number }) {
  let schema = z.string({ error: 'required' }).trim()
  if (field.required) schema = schema.min(1, { error: 'required' })
  schema = schema.max(field.maxLength, { error: 'tooLong' })
  if (field.kind === 'email') {
    return schema.refine((value) => value === '' || emailCheck.safeParse(value).success, { error: 'invalidEmail' })
  }
  // A line break has no place in a one-line answer (the name and email end up in mail headers).
  if (field.kind !== 'textarea') return schema.regex(/^[^\r\n]*$/, { error: 'invalidOption' })
  return schema
}

function fieldSchema(field: FieldSpec) {
  const required = (schema: z.ZodString) => (field.required ? schema.min(1, { error: 'required' }) : schema)
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea':
      return textSchema(field)
    case 'date':
      return required(z.string({ error: 'required' }).trim())
        .refine((value) => value === '' || isCalendarDate(value), { error: 'invalidDate', abort: true })
        .refine((value) => value === '' || value <= latestPossibleDate(), { error: 'futureDate' })
    case 'number':
      return required(z.string({ error: 'required' }).trim())
        .refine((value) => value === '' || !Number.isNaN(parseDecimal(value)), { error: 'invalidNumber', abort: true })
        .refine(
          (value) => {
            if (value === '') return true
            const number = parseDecimal(value)
            return (field.minExclusive ? number > field.min : number >= field.min) && number <= field.max
          },
          { error: 'outOfRange' },
        )
    case 'choice':
    case 'select':
      return required(z.string({ error: 'required' })).refine(
        (value) => value === '' || field.options.includes(value),
        { error: 'invalidOption' },
      )
    case 'checks':
      return z.array(z.enum(field.options as [string, ...string[]], { error: 'invalidOption' }), {
        error: 'invalidOption',
      })
    case 'checkbox':
      return z.boolean({ error: 'invalidOption' })
  }
}

/**
 * The answers to a list of questions: a question that is not asked (its condition does not hold) is
 * dropped before validation, an asked one that is missing counts as empty; dates that cannot precede
 * another are checked once both are valid.
 */
function answersSchema(fields: FieldSpec[]) {
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, field.when ? fieldSchema(field).optional() : fieldSchema(field)]),
  )
  const normalize = (input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
    const raw = input as FieldValues
    const asked: FieldValues = {}
    for (const field of fields) {
      if (isAsked(field, raw)) asked[field.name] = raw[field.name] ?? emptyValue(field)
    }
    return asked
  }
  return z.preprocess(
    normalize,
    z.object(shape, { error: 'invalidOption' }).superRefine((answers, context) => {
      for (const field of fields) {
        if (field.kind !== 'date' || !field.notBefore) continue
        const value = answers[field.name]
        const start = answers[field.notBefore]
        if (typeof value === 'string' && typeof start === 'string' && value && start && value < start) {
          context.addIssue({ code: 'custom', message: 'endBeforeStart', path: [field.name] })
        }
      }
    }),
  )
}

function listSchema(section: SectionSpec) {
  return z
    .array(answersSchema(section.fields), { error: 'required' })
    .min(section.repeat?.min ?? 1, { error: 'required' })
    .max(section.repeat?.max ?? maxDrugs, { error: 'tooMany' })
}

/** The answers of some sections: `answers` holds the single questions, `drugs` the repeated ones. */
function sectionsSchema(sections: SectionSpec[]) {
  const single = sections.filter((section) => !section.repeat).flatMap((section) => section.fields)
  const repeated = sections.find((section) => section.repeat)
  return z.object({
    answers: answersSchema(single),
    ...(repeated ? { drugs: listSchema(repeated) } : {}),
  })
}

/** The schema the wizard checks one step with before it moves on. */
export function reportStepSchema(kind: ReportKind, step: number) {
  return sectionsSchema(reportSteps[kind][step]?.sections ?? [])
}

export const humanReportSchema = sectionsSchema(reportSections('human')).extend({ kind: z.literal('human') })
export const veterinaryReportSchema = sectionsSchema(reportSections('veterinary')).extend({
  kind: z.literal('veterinary'),
})

/** What the browser posts: one of the two forms and the bot check's token. */
export const reportSubmissionSchema = z.discriminatedUnion(
  'kind',
  [
    humanReportSchema.extend({ botCheckToken: z.string().max(20_000).optional() }),
    veterinaryReportSchema.extend({ botCheckToken: z.string().max(20_000).optional() }),
  ],
  { error: 'invalidOption' },
)

export type Answers = Record<string, unknown>
/** A submission that passed the schema: the single answers, and for a human report the drugs. */
export type ValidReport = { kind: ReportKind; answers: Answers; drugs?: Answers[] }

/**
 * The first problem of each field, as an error code, keyed by the field's name (`reporterName`) or,
 * in the drug list, by its place (`drugs.0.drugName`); `drugs` itself for the list as a whole.
 */
export function reportErrorCodesOf(error: z.ZodError): Record<string, ReportErrorCode> {
  const codes: Record<string, ReportErrorCode> = {}
  for (const issue of error.issues) {
    const path = issue.path[0] === 'answers' ? issue.path.slice(1) : issue.path
    const key = path.map(String).join('.') || 'kind'
    if (codes[key]) continue
    codes[key] = isReportErrorCode(issue.message) ? issue.message : 'invalidOption'
  }
  return codes
}
