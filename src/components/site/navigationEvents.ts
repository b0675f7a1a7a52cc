// Window events connect Next's router hook (src/instrumentation-client.ts), the links and the error
// boundaries with the loading bar without sharing React state.

const startEvent = 'site:navigation-start'
const failEvent = 'site:navigation-fail'

/** The router began a client navigation to url. */
export function announceNavigationStart(url: string) {
  window.dispatchEvent(new CustomEvent(startEvent, { detail: url }))
}

/** A navigation could not be completed (refused offline, or the new page failed to render). */
export function reportNavigationFailure() {
  window.dispatchEvent(new Event(failEvent))
}

/** Subscribes to navigation starts and failures; returns the unsubscribe function. */
export function onNavigationEvents(listeners: { start: (url: string) => void; fail: () => void }) {
  const onStart = (event: Event) => listeners.start((event as CustomEvent<string>).detail)
  const onFail = () => listeners.fail()
  window.addEventListener(startEvent, onStart)
  window.addEventListener(failEvent, onFail)
  return () => {
    window.removeEventListener(startEvent, onStart)
    window.removeEventListener(failEvent, onFail)
  }
}

/** A page's identity in an address: path and query, without the hash, in one normal form. */
export function pageKey(pathname: string, search: string): string {
  const query = new URLSearchParams(search).toString()
  return `${new URL(pathname, 'http://site.invalid').pathname}${query ? `?${query}` : ''}`
}

/** The address leads away from the current page, rather than to a hash on it or to the page itself. */
export function leavesCurrentPage(url: string): boolean {
  const target = new URL(url, window.location.href)
  return pageKey(target.pathname, target.search) !== pageKey(window.location.pathname, window.location.search)
}
