import { sharedRedis } from '@/config/redis'
import { createLoginThrottle, type LoginThrottle } from './throttle'

/**
 * This process's login throttle, kept on `globalThis` like the forms' rate limit (Next bundles a module into
 * several chunks) and made at the first login, not when the route is loaded at build time. With REDIS_URL
 * the counts are in Redis.
 */
const throttleKey = Symbol.for('medical-wholesaler.staff-login-throttle')

export function processLoginThrottle(): LoginThrottle {
  const scope = globalThis as { [throttleKey]?: LoginThrottle }
  scope[throttleKey] ??= createLoginThrottle(sharedRedis())
  return scope[throttleKey]
}
