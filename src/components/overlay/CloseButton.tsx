/** The × button that closes an overlay; its label is for screen readers. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
