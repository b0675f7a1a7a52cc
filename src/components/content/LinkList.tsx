import { Section } from './Section'

type Item = { id: number; text: string; link?: string | null }

/** A headed list of names, each linked when it has an address (memberships, distributors). */
export function LinkList({ heading, items }: { heading?: string | null; items: Item[] }) {
  if (items.length === 0) return null
  return (
    <Section heading={heading}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 px-5 py-3 text-lg">
            {item.link ? (
              <a href={item.link} className="font-semibold text-brand-700 underline">
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
