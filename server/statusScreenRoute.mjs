/**
 * How the production server asks the app for a complete status screen (server/statusScreens.mjs): a request
 * for the failed address carrying this header, which the proxy routes to the screen's static page. Only the
 * server itself can send it: server/connection.mjs deletes every `x-internal-` header a client sends.
 */
export const statusScreenHeader = 'x-internal-status-screen'

/** The screens' folder under the internal `/{market}/{locale}` (src/app/(frontend)/[market]/[locale]/status-screen). */
export const statusScreenSegment = 'status-screen'

/** @typedef {'not-found' | 'error'} StatusScreenKind */

/** @type {readonly StatusScreenKind[]} */
export const statusScreenKinds = ['not-found', 'error']
