type Props = { label: string; onClick: () => void; className?: string }

/** An overlay's close button: a cross with its label for screen readers, 44 px to tap. */
export function CloseButton({ label, onClick, className = '' }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 ${className}`}
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
