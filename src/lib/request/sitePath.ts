const origin = 'http://site.invalid'

/** A backslash or a control character (C0 or DEL), which browsers skip or read as a slash in an address. */
function hasControlOrBackslash(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0)
    return character === '\\' || code < 0x20 || code === 0x7f
  })
}

/**
 * A path on this site taken from input (a redirect target), or null. Refused: anything that is not a
 * single leading slash, and any backslash or control character, raw or percent-encoded, since browsers
 * read `/\evil.example` and `/%09/evil.example` as another host.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null
  let decoded = value
  for (let round = 0; round < 3; round += 1) {
    if (hasControlOrBackslash(decoded) || decoded.startsWith('//')) return null
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (next === decoded) break
    decoded = next
  }
  if (hasControlOrBackslash(decoded) || decoded.startsWith('//')) return null
  // Checked once the dot segments are resolved (`/.//x`, `/a/..//x`, `/%2e//x` become `//x`), as given and
  // decoded, so that neither this site nor a later decoding reads the result as another host.
  const [path, decodedPath] = [resolved(value), resolved(decoded)]
  return path && decodedPath ? path : null
}

/** A path with its dot segments resolved as a browser resolves them, or null when it names another host. */
function resolved(value: string): string | null {
  const url = new URL(value, origin)
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === origin && !path.startsWith('//') ? path : null
}

/**
 * Whether a requested path can lead to a page. The proxy's locale routing decodes the path once and Next
 * decodes the rewritten route's segments again, so a path that does not decode, or that still holds a `%`
 * once decoded (`/feed/Q%5C%25`: an escape Next then cannot read, a 500), cannot be served; nor can a
 * control character or backslash. No page, screen or news item has any of them in its address (slugs are
 * `a-z`, digits and hyphens).
 */
export function isRoutablePath(pathname: string): boolean {
  try {
    const decoded = decodeURI(pathname)
    return !decoded.includes('%') && !hasControlOrBackslash(decoded)
  } catch {
    return false
  }
}
