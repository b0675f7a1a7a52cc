'use client'

import { useId, useState } from 'react'
import { Dialog } from '@/components/overlay/Dialog'
import {
  allChoices,
  type ConsentCategoryView,
  type ConsentChoices,
  type OptionalCategory,
} from '@/lib/consent/categories'
import { AcceptRejectButtons } from './AcceptRejectButtons'
import type { CookieConsentStrings } from './strings'

type Props = {
  strings: CookieConsentStrings
  categories: ConsentCategoryView[]
  /** The stored choices; nothing optional is preselected before the visitor chose. */
  initial: ConsentChoices | null
  onChoose: (choices: ConsentChoices) => void
  onClose: () => void
}

/** The second layer of the consent banner: a choice per category, with the cookies of each. Loaded on first use. */
export default function CookieSettingsDialog({ strings, categories, initial, onChoose, onClose }: Props) {
  const [choices, setChoices] = useState<ConsentChoices>(initial ?? allChoices(false))
  const descriptionId = useId()

  return (
    <Dialog
      title={strings.settingsTitle}
      closeLabel={strings.close}
      onClose={onClose}
      // At the bottom on a phone, like the banner; centred from the sm breakpoint.
      className="mx-auto mt-auto mb-0 max-h-full w-full max-w-2xl overflow-y-auto sm:m-auto sm:max-h-[calc(100%-2rem)]"
      panelClassName="p-6 sm:rounded-xl"
      data-cookie-consent
    >
      <p className="mt-2 text-muted">{strings.settingsIntro}</p>
      <ul className="mt-6 space-y-6">
        {categories.map((category) => (
          <li key={category.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-brand-900">{category.name}</h3>
              {category.essential ? (
                <span className="text-sm font-semibold text-brand-700">{strings.alwaysOn}</span>
              ) : (
                <label className="flex items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={choices[category.id as OptionalCategory]}
                    onChange={(event) => setChoices({ ...choices, [category.id]: event.target.checked })}
                    aria-describedby={`${descriptionId}-${category.id}`}
                  />
                  {strings.allow}
                  <span className="sr-only"> {category.name}</span>
                </label>
              )}
            </div>
            <p id={`${descriptionId}-${category.id}`} className="mt-2 text-sm text-muted">
              {category.description}
            </p>
            {category.cookies.length > 0 ? (
              <ul className="mt-3 space-y-2 text-sm">
                {category.cookies.map((cookie) => (
                  <li key={cookie.name}>
                    <code className="font-semibold text-ink">{cookie.name}</code> – {cookie.purpose} ({cookie.lifetime})
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-muted">{strings.noCookies}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <AcceptRejectButtons acceptLabel={strings.accept} rejectLabel={strings.reject} onChoose={onChoose} />
        <button type="button" className="button button-secondary" onClick={() => onChoose(choices)}>
          {strings.save}
        </button>
      </div>
    </Dialog>
  )
}
