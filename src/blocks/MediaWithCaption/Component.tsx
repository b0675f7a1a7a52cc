import { MediaImage } from '@/components/media/MediaImage'
import type { MediaWithCaptionBlock } from '@/payload-types'

export function MediaWithCaptionBlockComponent({ block }: { block: MediaWithCaptionBlock }) {
  return (
    <figure className="mx-auto max-w-4xl px-4 sm:px-6">
      <MediaImage media={block.media} sizes="(min-width: 896px) 896px, 100vw" className="h-auto w-full rounded-2xl" />
      {block.caption && <figcaption className="mt-3 text-center text-muted">{block.caption}</figcaption>}
    </figure>
  )
}
