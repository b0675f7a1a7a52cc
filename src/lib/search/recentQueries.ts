/** How many addresses of results pages a process remembers as asked (the oldest is forgotten first). */
const remembered = 10_000

const asked = new Set<string>()

/**
 * Whether a results page was asked for before (and remembers that it now was). The proxy sends a query's
 * first request to the page rendered for that request alone and the following ones to the cached page, so a
 * query asked once (most of them, and every made-up one) writes nothing into the cache.
 */
export function askedBefore(address: string): boolean {
  if (asked.has(address)) return true
  asked.add(address)
  if (asked.size > remembered) asked.delete(asked.values().next().value as string)
  return false
}
