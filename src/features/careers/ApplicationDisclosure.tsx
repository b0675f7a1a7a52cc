'use client'

import { lazy, Suspense, useState } from 'react'
import type { ApplicationFormProps } from './applicationFormProps'

const loadForm = () => import('./ApplicationForm')
// The form's code (fields, zod schema, bot check) loads when the visitor opens it, or points at the button.
const ApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.ApplicationForm })))

/** The button that opens the application form in place; the form takes focus at its first field. */
export function ApplicationDisclosure(props: ApplicationFormProps) {
  const [open, setOpen] = useState(false)
  const preload = () => void loadForm()
  if (open) {
    return (
      <Suspense fallback={null}>
        <ApplicationForm {...props} />
      </Suspense>
    )
  }
  return (
    <>
      <button
        type="button"
        className="button mt-4"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {props.strings.show}
      </button>
      <noscript>
        <p className="mt-2 font-semibold">{props.strings.noScript}</p>
      </noscript>
    </>
  )
}
