/**
 * The page's inline starter (server/hydrateAfterLoad.mjs) keeps the last button clicked before React ran the
 * page as a function under this name on `window`; `EarlyClickReplay` (src/components/site) calls it once the
 * page has hydrated and clicks that button again.
 */
export const earlyClickGlobal = '__siteEarlyClick'
