import { Section } from '@/components/content/Section'
import { listHistory } from '@/lib/cms/company'
import type { TimelineBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function TimelineBlockComponent({ block, context }: { block: TimelineBlock; context: BlockContext }) {
  const entries = await listHistory(context.locale)
  if (entries.length === 0) return null
  return (
    <Section heading={block.heading}>
      <ol className="relative border-l-2 border-brand-100 pl-6 md:pl-8">
        {entries.map((entry) => (
          <li key={entry.id} className="relative mb-8 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[2.05rem] top-1.5 h-4 w-4 rounded-full border-4 border-white bg-brand-700 md:-left-[2.55rem]"
            />
            <p className="text-2xl font-bold text-brand-700">{entry.year}</p>
            <p className="mt-1 max-w-3xl text-lg">{entry.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
