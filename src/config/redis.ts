import { Redis } from 'ioredis'
import { redisOptions } from '../../server/redisOptions.mjs'
import { settings } from './settings'

/**
 * The process's one connection to REDIS_URL, kept on `globalThis` because Next bundles a module into several
 * chunks (one connection each would be wasted). Null without REDIS_URL: everything then stays in this process.
 * A command fails within seconds while Redis is down or silent (server/redisOptions.mjs) instead of hanging.
 */
const clientKey = Symbol.for('medical-wholesaler.redis')

export function sharedRedis(redisUrl: string | null = settings().redisUrl): Redis | null {
  if (!redisUrl) return null
  const scope = globalThis as { [clientKey]?: Map<string, Redis> }
  scope[clientKey] ??= new Map()
  let client = scope[clientKey].get(redisUrl)
  if (!client) {
    client = new Redis(redisUrl, redisOptions)
    // Errors reach the command that failed; without a listener ioredis would also print each one.
    client.on('error', () => undefined)
    scope[clientKey].set(redisUrl, client)
  }
  return client
}
