import { SmartLink } from '@/components/content/SmartLink'
import { MediaImage } from '@/components/media/MediaImage'
import { resolveLink } from '@/lib/cms/links'
import { requestContext } from '@/lib/request/context'
import type { HeroBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function HeroBlockComponent({ block, context }: { block: HeroBlock; context: BlockContext }) {
  const link = block.linkLabel ? await resolveLink(block.link, requestContext().market.id, context.locale) : null
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 md:grid-cols-2">
      <div>
        <h2 className="text-3xl font-bold text-brand-900 md:text-4xl">{block.heading}</h2>
        {block.text && <p className="mt-4 text-lg text-muted">{block.text}</p>}
        {link && (
          <SmartLink link={link} className="button mt-6">
            {block.linkLabel}
          </SmartLink>
        )}
      </div>
      {/* A hero opens its page: its image is often the largest paint, so it loads first and is never lazy. */}
      <MediaImage
        media={block.image}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="h-auto w-full rounded-2xl"
        priority
      />
    </section>
  )
}
