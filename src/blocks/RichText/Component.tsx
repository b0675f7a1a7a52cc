import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock } from '@/payload-types'

export function RichTextBlockComponent({ block }: { block: RichTextBlock }) {
  return (
    <section className="mx-auto max-w-3xl px-4 sm:px-6">
      <RichText data={block.content} className="prose-content text-lg" />
    </section>
  )
}
