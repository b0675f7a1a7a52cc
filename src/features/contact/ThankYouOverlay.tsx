'use client'

import { Dialog } from '@/components/overlay/Dialog'
import { closeThankYou } from './contactState'
import type { ContactStrings } from './strings'

/** Shown after a message was sent; closes with its button, Escape, or a click on the backdrop. */
export function ThankYouOverlay({ strings }: { strings: ContactStrings }) {
  return (
    <Dialog
      title={strings.thankYouTitle}
      titleClassName="pl-12 text-2xl font-bold text-brand-900"
      closeLabel={strings.close}
      onClose={closeThankYou}
      closeOnBackdropClick
      className="m-auto w-[calc(100%-2rem)] max-w-md"
      panelClassName="rounded-xl p-8 text-center"
    >
      <p className="mt-3 text-lg text-muted">{strings.thankYouText}</p>
    </Dialog>
  )
}
