/**
 * A route parameter decoded from its percent-encoding; null when it is not valid percent-encoding
 * (such as a lone `%`), which the route answers with 404 rather than an error.
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
