import type { z } from 'zod'

/** A form's field problems as text: one per error code, and the length limit's per field. */
export type FieldErrorTexts<Code extends string> = Record<Exclude<Code, 'tooLong'>, string> & {
  required: string
  tooLong: Record<string, string>
}

/**
 * A field's error code as text. Free of server code: the forms (client code) show it, the endpoints
 * answer it.
 */
export function fieldErrorText<Code extends string>(texts: FieldErrorTexts<Code>, field: string, code: Code): string {
  if (code === 'tooLong') return texts.tooLong[field] ?? texts.required
  return texts[code as Exclude<Code, 'tooLong'>]
}

/** The first problem of each field, as one of a form's error codes (its schema's messages are codes). */
export function firstErrorCodes<Code extends string>(
  error: z.ZodError,
  isCode: (value: string) => value is Code,
  fallback: Code,
): Partial<Record<string, Code>> {
  const codes: Partial<Record<string, Code>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || codes[field]) continue
    codes[field] = isCode(issue.message) ? issue.message : fallback
  }
  return codes
}
