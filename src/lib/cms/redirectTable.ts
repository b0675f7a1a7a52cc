import { payloadClient } from './client'

type RedirectTarget = { to: string; status: 301 | 302 | 307 | 308 }

/** How long the proxy serves a loaded table before it reads the redirects again. */
const refreshAfterMs = 5_000

let table: Map<string, RedirectTarget> | undefined
let loadedAt = 0
let loading: Promise<void> | undefined

async function load() {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'redirects', limit: 0, depth: 0, pagination: false })
  table = new Map(
    docs.map((doc) => [doc.from, { to: doc.to, status: Number(doc.statusCode) as RedirectTarget['status'] }]),
  )
  loadedAt = Date.now()
}

function refresh(): Promise<void> {
  loading ??= load().finally(() => {
    loading = undefined
  })
  return loading
}

/**
 * Where an old public path leads, if an editor has set a redirect for it. Requests read an
 * in-memory table; a stale table is served while a fresh one loads, so no request waits on the database
 * once the first table is there.
 */
export async function lookupRedirect(path: string): Promise<RedirectTarget | undefined> {
  if (!table) await refresh()
  else if (Date.now() - loadedAt > refreshAfterMs) void refresh().catch(() => undefined)
  return table?.get(path)
}
