import type { FieldValues, ReportKind } from './fields'

/** What the wizard keeps while the visitor works: the form chosen, the step, every answer. */
export type ReportDraft = {
  kind: ReportKind | null
  /** -1 is the intro (choose the form); 0… are the form's steps. */
  step: number
  answers: FieldValues
  /** Empty until the human form's first step opens and adds the first drug (`emptyDrug` in fields.ts). */
  drugs: FieldValues[]
}

/** The draft lives in this tab's sessionStorage, so a reload keeps it; a successful send removes it. */
export const draftStorageKey = 'report-draft'

// No value import of the field table here: the draft is part of the page's first load, the table of the steps'.
export function emptyDraft(): ReportDraft {
  return { kind: null, step: -1, answers: {}, drugs: [] }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A stored draft, or null when there is none or it is not one (another version of the site wrote it). */
export function parseDraft(stored: string | null): ReportDraft | null {
  if (!stored) return null
  try {
    const value: unknown = JSON.parse(stored)
    if (!isRecord(value) || !isRecord(value.answers) || !Array.isArray(value.drugs)) return null
    const kind = value.kind === 'human' || value.kind === 'veterinary' ? value.kind : null
    const step = typeof value.step === 'number' && Number.isInteger(value.step) ? value.step : -1
    return {
      kind,
      step: kind ? step : -1,
      answers: value.answers as FieldValues,
      drugs: value.drugs.filter(isRecord) as FieldValues[],
    }
  } catch {
    return null
  }
}
