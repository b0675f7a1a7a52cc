'use client'

import { useId, useRef } from 'react'
import { CloseButton } from '@/components/overlay/CloseButton'
import { useFocusTrap } from '@/components/overlay/useFocusTrap'
import { useScrollLock } from '@/components/overlay/useScrollLock'
import { closeThankYou } from './contactState'
import type { ContactStrings } from './strings'

/** Shown after a message was sent; closes with its button, Escape, or a click on the backdrop. */
export function ThankYouOverlay({ strings }: { strings: ContactStrings }) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(panel, true, closeThankYou)
  useScrollLock(true)

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape and the button close it by keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      data-testid="thank-you-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) closeThankYou()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-md rounded-xl bg-white p-8 text-center shadow-xl"
      >
        <CloseButton label={strings.close} onClick={closeThankYou} className="absolute right-3 top-3" />
        <h2 id={titleId} className="text-2xl font-bold text-brand-900">
          {strings.thankYouTitle}
        </h2>
        <p className="mt-3 text-lg text-muted">{strings.thankYouText}</p>
      </div>
    </div>
  )
}
