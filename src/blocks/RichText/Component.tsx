import { SiteRichText } from '@/features/content/SiteRichText'
import type { RichTextBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export function RichTextBlockComponent({ block, context }: { block: RichTextBlock; context: BlockContext }) {
  return (
    <section className="mx-auto max-w-3xl px-4 sm:px-6">
      <SiteRichText data={block.content} locale={context.locale} className="prose-content text-lg" />
    </section>
  )
}
