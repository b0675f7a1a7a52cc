import { createHash } from 'node:crypto'
import type { Media } from '@/payload-types'
import { payloadClient } from './client'

type ImagePreset = keyof NonNullable<Media['sizes']>
const imagePresets: readonly ImagePreset[] = ['thumbnail', 'card', 'hero']

/**
 * The spec's address of an upload (served by `app/assets/[id]`): `/assets/{id}` is the original, `?key=` one of
 * its image presets. Relative, so a page shows it from whichever host serves the page; made absolute with the
 * site's address where it leaves the page (og:image, JSON-LD, feeds).
 */
export function assetPath(id: number, preset?: ImagePreset): string {
  return preset ? `/assets/${id}?key=${preset}` : `/assets/${id}`
}

/**
 * An uploaded image's presets as srcset candidates, narrowest first and one per width (a small upload's hero
 * is its own width, which its card may have too).
 */
export function presetSources(id: number, sizes: Media['sizes']): { url: string; width: number }[] {
  const byWidth = new Map<number, string>()
  for (const preset of imagePresets) {
    const size = sizes?.[preset]
    if (size?.filename && size.width && !byWidth.has(size.width)) byWidth.set(size.width, assetPath(id, preset))
  }
  return [...byWidth].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }))
}

/**
 * Where an image the page crops (`object-fit: cover`) stays anchored, as `object-position`: the focal point the
 * editor set in the admin (percent of width and height), else its centre.
 */
export function focalPosition(media: { focalX?: number | null; focalY?: number | null }): string {
  const percent = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50
  return `${percent(media.focalX)}% ${percent(media.focalY)}%`
}

export function isImagePreset(value: string): value is ImagePreset {
  return (imagePresets as readonly string[]).includes(value)
}

/**
 * The stored file of an upload (its original, or one of its image presets): Payload's address of the file,
 * its type, and a version that changes whenever the file may have (a new upload changes name, size or date).
 */
export async function findMediaFile(
  id: number,
  preset: ImagePreset | null,
): Promise<{ url: string; mimeType: string | null; version: string } | null> {
  const payload = await payloadClient()
  const media = await payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true })
  const file = media && (preset ? media.sizes?.[preset] : media)
  if (!media || !file?.filename || !file.url) return null
  return {
    url: file.url,
    mimeType: file.mimeType ?? null,
    // Hashed: a header holds only Latin-1, and a file name may have any letter (`žabljak.png`).
    version: createHash('sha256')
      .update(`${file.filename}\n${file.filesize ?? 0}\n${Date.parse(media.updatedAt)}`)
      .digest('base64url')
      .slice(0, 22),
  }
}
