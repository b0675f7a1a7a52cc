import type { ContactErrorCode } from './schema'
import type { ContactStrings } from './strings'

type LimitedField = keyof ContactStrings['fieldErrors']['tooLong']

/**
 * A field's error code as text. A module of its own: the overlay (client code) needs it, and the strings
 * module reads the settings and the message files on the server.
 */
export function fieldErrorText(strings: ContactStrings, field: string, code: ContactErrorCode): string {
  if (code !== 'tooLong') return strings.fieldErrors[code]
  return strings.fieldErrors.tooLong[field as LimitedField] ?? strings.fieldErrors.required
}
