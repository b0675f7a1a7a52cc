import { assetPath, focalPosition, presetSources } from '@/lib/cms/mediaFiles'
import type { Media } from '@/payload-types'

type Props = { media: number | Media | null | undefined; sizes: string; className?: string; priority?: boolean }

/** An uploaded image with its presets as a responsive srcset (served from /assets/{id}?key=preset). */
export function MediaImage({ media, sizes, className, priority = false }: Props) {
  if (!media || typeof media !== 'object' || !media.filename) return null
  const sources = presetSources(media.id, media.sizes).map(({ url, width }) => `${url} ${width}w`)
  return (
    // biome-ignore lint/performance/noImgElement: presets come from the CMS; no second optimizer is needed
    <img
      src={assetPath(media.id, sources.length > 0 ? 'card' : undefined)}
      srcSet={sources.length > 0 ? sources.join(', ') : undefined}
      sizes={sources.length > 0 ? sizes : undefined}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ objectPosition: focalPosition(media) }}
    />
  )
}
