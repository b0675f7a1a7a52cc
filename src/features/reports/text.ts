import { fill } from '@/i18n/fill'
import type hr from '../../../messages/hr.json'
import { type FieldSpec, maxDrugs } from './fields'
import type { ReportErrorCode } from './schema'

/** Every text of the report forms in one locale (messages/<locale>.json, namespace Report), passed to the client as a prop. */
export type ReportStrings = (typeof hr)['Report'] & { formOffline: string }

export { fill }

export function fieldLabel(strings: ReportStrings, name: string): string {
  return (strings.fields as Record<string, string>)[name] ?? name
}

export function optionLabel(strings: ReportStrings, value: string): string {
  return (strings.options as Record<string, string>)[value] ?? value
}

/** An error code as the text shown beside its field, with the field's own bounds. */
export function errorText(strings: ReportStrings, code: ReportErrorCode, field?: FieldSpec): string {
  const template = strings.errors[code]
  if (field?.kind === 'number') return fill(template, { min: field.min, max: field.max })
  if (field && 'maxLength' in field) return fill(template, { max: field.maxLength })
  return fill(template, { max: maxDrugs })
}
