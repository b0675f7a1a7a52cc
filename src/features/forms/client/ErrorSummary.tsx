'use client'

import type { Ref } from 'react'

/** Error texts by field key (`reporterName`, `drugs.0.stopDate`). */
export type FieldErrors = Record<string, string>

type Props = {
  ref: Ref<HTMLElement>
  errors: FieldErrors
  title: string
  /** The id of the control a field's link focuses, from its key. */
  targetOf: (key: string) => string
  /** How the summary names a field. */
  labelOf: (key: string) => string
}

/**
 * One line of the summary: the field's name, then its problem. A name that is a sentence of its own ("I accept
 * the privacy policy.") drops its closing mark, so the two do not run together as "…policy.: To send…".
 */
export function summaryLine(label: string, problem: string): string {
  return `${label.trim().replace(/[.!?…]+$/u, '')}: ${problem}`
}

/**
 * A form's problems at its top, focused when a send or the next step finds some: each links to its
 * field, whose own error stands beside it.
 */
export function ErrorSummary({ ref, errors, title, targetOf, labelOf }: Props) {
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-2"
    >
      <h3 className="font-bold text-red-800">{title}</h3>
      {/* Each link is at least 24 px high and apart from the next (WCAG 2.2 target size). */}
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {entries.map(([key, text]) => {
          const target = targetOf(key)
          return (
            <li key={key}>
              <a
                href={`#${target}`}
                className="inline-block min-h-6 py-0.5 text-red-800 underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(target)?.focus()
                }}
              >
                {summaryLine(labelOf(key), text)}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
