'use client'

import { useId, useRef, useState } from 'react'
import { CloseButton } from '@/components/overlay/CloseButton'
import { useFocusTrap } from '@/components/overlay/useFocusTrap'
import { useScrollLock } from '@/components/overlay/useScrollLock'
import {
  allChoices,
  type ConsentCategoryView,
  type ConsentChoices,
  type OptionalCategory,
} from '@/lib/consent/categories'
import { AcceptRejectButtons } from './AcceptRejectButtons'
import type { CookieConsentStrings } from './CookieConsent'

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
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(panel, true, onClose)
  useScrollLock(true)

  return (
    <div
      data-cookie-consent
      className="fixed inset-0 z-[55] flex items-end justify-center bg-ink/60 sm:items-center sm:p-4"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-full w-full max-w-2xl overflow-y-auto bg-white p-6 shadow-2xl sm:rounded-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold text-brand-900">
            {strings.settingsTitle}
          </h2>
          <CloseButton label={strings.close} onClick={onClose} />
        </div>
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
                      aria-describedby={`${titleId}-${category.id}`}
                    />
                    {strings.allow}
                    <span className="sr-only"> {category.name}</span>
                  </label>
                )}
              </div>
              <p id={`${titleId}-${category.id}`} className="mt-2 text-sm text-muted">
                {category.description}
              </p>
              {category.cookies.length > 0 ? (
                <ul className="mt-3 space-y-2 text-sm">
                  {category.cookies.map((cookie) => (
                    <li key={cookie.name}>
                      <code className="font-semibold text-ink">{cookie.name}</code> – {cookie.purpose} (
                      {cookie.lifetime})
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
      </div>
    </div>
  )
}
