/** The 35-year anniversary mark, drawn here so that no image is downloaded. */
export function AnniversaryBadge({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="48" height="48" viewBox="0 0 48 48" className="shrink-0">
      <circle cx="24" cy="24" r="22" fill="#fff" stroke="#e0a526" strokeWidth="3" />
      <text x="24" y="25" textAnchor="middle" fontSize="17" fontWeight="700" fill="#0a4854" fontFamily="sans-serif">
        35
      </text>
      <text x="24" y="36" textAnchor="middle" fontSize="7" fontWeight="600" fill="#0a4854" fontFamily="sans-serif">
        1990–2025
      </text>
    </svg>
  )
}
