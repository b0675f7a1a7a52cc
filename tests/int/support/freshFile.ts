// Payload's module creates its instance cache (see forgetPayloads): loaded first, so the cache is there to check.
import 'payload'
import { vi } from 'vitest'

/**
 * Setup file of the unit and integration projects, whose workers (one per core) each run their files one after
 * another in one process (`isolate: false`): the packages (Payload, its database adapters, Lexical) are loaded once
 * per worker instead of once per file, seconds apiece (Node resolves each drizzle-orm import against its
 * 1,000-entry exports map).
 * Before each file this puts back what a fresh process would have: the settings, the app's own modules, and
 * nothing the last file started.
 */

type Globals = typeof globalThis & {
  /** The settings as the run started them, kept by the first file. */
  [startEnv]?: NodeJS.ProcessEnv
  /** Payload 3's cache of `getPayload` instances by key (checked against 3.90): see `forgetPayloads`. */
  _payload?: unknown
}
const startEnv = Symbol.for('tests.int.start-env')
const globals = globalThis as Globals

/** The settings back to the run's start: each file sets DATABASE_URL, MEDIA_DIR and others of its own. */
function restoreEnv() {
  globals[startEnv] ??= { ...process.env }
  const start = globals[startEnv]
  for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name]
  Object.assign(process.env, start)
}

/**
 * The process-wide registries of the app (`globalThis[Symbol.for('medical-wholesaler.…')]`: the Redis client, the
 * shutdown list, rate limiters, background tasks…), dropped: the next file's modules create their own.
 */
function forgetAppRegistries() {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    const name = key.description ?? ''
    if (name.startsWith('medical-wholesaler.') || name.startsWith('site.')) delete (globalThis as never)[key]
  }
}

/**
 * Payload caches the instance `getPayload` returns per process, so the app's `payloadClient()` would hand the next
 * file the last file's instance (and database). It keeps them in a global Map, an internal with no public reset:
 * if its shape changes, this fails loudly rather than letting files share a database.
 */
function forgetPayloads() {
  const cache = globals._payload
  if (!(cache instanceof Map)) throw new Error("Payload's instance cache (globalThis._payload) is no longer a Map")
  cache.clear()
}

restoreEnv()
forgetAppRegistries()
forgetPayloads()
vi.useRealTimers()
// The app's modules (src/, not the packages) evaluated again for this file, with its settings.
vi.resetModules()
