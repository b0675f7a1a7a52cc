/** The spec's delay before scrolling to a hash anchor after a navigation (section 9). */
const hashScrollDelayMs = 250

type AnchorLookup = {
  getElementById: (id: string) => { scrollIntoView: (options: ScrollIntoViewOptions) => void } | null
}

/**
 * Scrolls the anchor named by the hash into view, smoothly unless the visitor prefers reduced
 * motion, once the new page had 250 ms to settle. Returns the cancel function.
 */
export function scheduleHashScroll(hash: string, anchors: AnchorLookup, reducedMotion: boolean): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return () => {}
  const timer = setTimeout(() => {
    anchors.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
  }, hashScrollDelayMs)
  return () => clearTimeout(timer)
}
