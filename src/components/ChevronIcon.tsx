/** The down-pointing chevron of a disclosure; it turns up while its list is open. */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={open ? 'rotate-180' : ''}>
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
