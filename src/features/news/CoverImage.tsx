import type { CoverImage as Cover } from '@/lib/cms/news'

type Props = {
  cover: Cover
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  className: string
  /** Empty where the image only decorates a linked title beside it. */
  alt?: string
  priority?: boolean
}

/** A cover in the upload's own sizes, with its width and height so nothing shifts while it loads. */
export function CoverImage({ cover, sizes, className, alt = cover.alt, priority = false }: Props) {
  return (
    // biome-ignore lint/performance/noImgElement: the upload's sizes already give the srcset, so Next's optimizer would only encode them again
    <img
      src={cover.url}
      srcSet={cover.sources.map(({ url, width }) => `${url} ${width}w`).join(', ')}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ objectPosition: cover.focalPoint }}
    />
  )
}
