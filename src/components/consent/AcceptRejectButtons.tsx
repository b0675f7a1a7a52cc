import { allChoices, type ConsentChoices } from '@/lib/consent/categories'

/** Accept all and Reject all, equally prominent (same style and size), in both layers of the consent banner. */
export function AcceptRejectButtons({
  acceptLabel,
  rejectLabel,
  onChoose,
}: {
  acceptLabel: string
  rejectLabel: string
  onChoose: (choices: ConsentChoices) => void
}) {
  return (
    <>
      <button type="button" className="button" onClick={() => onChoose(allChoices(true))}>
        {acceptLabel}
      </button>
      <button type="button" className="button" onClick={() => onChoose(allChoices(false))}>
        {rejectLabel}
      </button>
    </>
  )
}
