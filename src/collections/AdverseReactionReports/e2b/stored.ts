/**
 * Reading the stored report record (`report` JSON, shaped after the E2B sections by the report endpoint)
 * without trusting its shape: a record written by an older version may lack a part.
 */
export type StoredPart = Record<string, unknown>

export function part(value: unknown): StoredPart {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StoredPart) : {}
}

export function parts(value: unknown): StoredPart[] {
  return Array.isArray(value) ? value.map(part) : []
}

export function text(from: StoredPart, key: string): string | null {
  const value = from[key]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

export function flag(from: StoredPart, key: string): boolean {
  return from[key] === true
}

/** `2026-10-03` as an HL7 date, `20261003`; anything else as null. */
export function hl7Date(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : null
}

/** A moment as an HL7 timestamp in UTC, `20261003141500+0000`. */
export function hl7Time(moment: Date): string {
  return `${moment.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`
}
