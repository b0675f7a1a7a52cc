// The one XML text escaper, for every XML the site writes (the RSS feeds, the sitemaps, the E2B adverse-reaction reports).
// It sits in the config layer, the lowest one both the collections and the features may read.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what it matches
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * Text or an attribute value escaped for XML; the characters XML 1.0 forbids (control characters an editor's
 * paste can carry) are dropped, since one of them makes the whole document unreadable to a parser.
 */
export function escapeXml(value: string): string {
  return value.replace(forbiddenInXml, '').replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}
