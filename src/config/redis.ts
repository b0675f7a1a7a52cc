import { Redis } from 'ioredis'
import { settings } from './settings'

/**
 * The process's one connection to REDIS_URL, kept on `globalThis` because Next bundles a module into several
 * chunks (one connection each would be wasted). Null without REDIS_URL: everything then stays in this process.
 * A command waits at most a few retries while Redis is unreachable, so a request fails fast instead of hanging.
 */
const clientKey = Symbol.for('medical-wholesaler.redis')

export function sharedRedis(redisUrl: string | null = settings().redisUrl): Redis | null {
  if (!redisUrl) return null
  const scope = globalThis as { [clientKey]?: Map<string, Redis> }
  scope[clientKey] ??= new Map()
  let client = scope[clientKey].get(redisUrl)
  if (!client) {
    client = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3_000 })
    // Errors reach the command that failed; without a listener ioredis would also print each one.
    client.on('error', () => undefined)
    scope[clientKey].set(redisUrl, client)
  }
  return client
}
