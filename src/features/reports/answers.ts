import { type FieldSpec, isAsked, reportSections } from './fields'
import type { ValidReport } from './schema'
import { fieldLabel, fill, optionLabel, type ReportStrings } from './text'

// A report's answers as the reporter saw the form: its sections, questions and chosen options in words,
// for the pharmacovigilance officer's view in the admin.

type AnswerSection = { heading: string; rows: [label: string, answer: string][] }

function answerText(field: FieldSpec, value: unknown, strings: ReportStrings): string | null {
  if (field.kind === 'checkbox') return value === true ? strings.options.yes : null
  if (field.kind === 'checks') {
    const chosen = Array.isArray(value) ? value.map((entry) => optionLabel(strings, String(entry))) : []
    return chosen.length > 0 ? chosen.join(', ') : null
  }
  if (typeof value !== 'string' || value === '') return null
  return field.kind === 'choice' || field.kind === 'select' ? optionLabel(strings, value) : value
}

function rowsOf(fields: FieldSpec[], answers: Record<string, unknown>, strings: ReportStrings) {
  return fields.flatMap((field): [string, string][] => {
    if (!isAsked(field, answers as Record<string, never>)) return []
    const text = answerText(field, answers[field.name], strings)
    return text === null ? [] : [[fieldLabel(strings, field.name), text]]
  })
}

/** The visitor's answers, section by section (each drug on its own), in the form's own words. */
export function answerSections(report: ValidReport, strings: ReportStrings): AnswerSection[] {
  const sectionTitles = strings.sections as Record<string, string>
  return reportSections(report.kind).flatMap((section): AnswerSection[] => {
    const heading = sectionTitles[section.id] ?? section.id
    if (!section.repeat) return [{ heading, rows: rowsOf(section.fields, report.answers, strings) }]
    return (report.drugs ?? []).map((drug, index) => ({
      heading: `${heading} – ${fill(strings.drugHeading, { number: index + 1 })}`,
      rows: rowsOf(section.fields, drug, strings),
    }))
  })
}
