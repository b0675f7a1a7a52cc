import type React from 'react'

/** A block's frame: the page width and its optional heading. */
export function Section({
  heading,
  children,
  wide = true,
}: {
  heading?: string | null
  children: React.ReactNode
  wide?: boolean
}) {
  return (
    <section className={`mx-auto px-4 sm:px-6 ${wide ? 'max-w-7xl' : 'max-w-3xl'}`}>
      {heading && <h2 className="mb-6 text-2xl font-bold text-brand-900 md:text-3xl">{heading}</h2>}
      {children}
    </section>
  )
}
