// deploy/nginx keeps an answer for whole seconds: `s-maxage=1` stored at 10.1 s stays fresh until 12.0 s, so an
// edit could reach visitors through it 2 s and a render late. `X-Accel-Expires: @<this second>` (nginx's own
// header, which it does not pass on to browsers) ends the stored copy with the current second instead: within
// a second of a publish the next visitor causes a refresh. Other caches read only Cache-Control.
const oneSecondShared = /(^|,)\s*s-maxage=1\s*(,|$)/

/**
 * Adds the front cache's expiry to an answer a shared cache may keep for a second (src/config/httpCaching.ts).
 * It comes after Cache-Control among the headers: nginx then still reads Cache-Control's
 * stale-while-revalidate, which it skips when X-Accel-Expires comes first.
 * @param {import('node:http').ServerResponse} response
 */
export function expireWithThisSecond(response) {
  if (!oneSecondShared.test(String(response.getHeader('cache-control') ?? ''))) return
  response.removeHeader('x-accel-expires')
  response.setHeader('X-Accel-Expires', `@${Math.floor(Date.now() / 1000)}`)
}
