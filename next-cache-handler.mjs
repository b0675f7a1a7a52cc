// Next.js's cache (pages rendered for ISR, route handlers, `unstable_cache` reads) for several instances: with
// REDIS_URL every instance reads and writes one cache in Redis, and a tag expired by one (a publish in the
// admin runs `revalidateTag`) is expired for all at once, restarts included. Without REDIS_URL (one instance) the
// same entries live in this process's memory alone. Next loads this file itself (`cacheHandler` in next.config.ts), outside the
// app's bundles, and creates a handler per request: the Redis connection is one per process.
//
// This file reads REDIS_URL itself because Next loads it before and apart from the app; the server checks the
// same variable at start (src/config/settings.ts) and stops when it is wrong.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { cacheTrustedFrom } from './server/cacheFreshness.mjs'
import { parseStored, storedJson } from './server/cacheJson.mjs'
import { cacheMemory } from './server/cacheMemory.mjs'
import { redisOptions } from './server/redisOptions.mjs'

const tagsHeader = 'x-next-cache-tags'
/**
 * A render that began before a publish may store its result just after it: entries stored within this margin
 * after a tag's expiry are not trusted (they are rendered once more).
 */
const renderMarginMs = 2_000
/** Entries nobody reads any more leave Redis after this long (a new build writes under its own prefix). */
const idleEntrySeconds = 14 * 24 * 60 * 60

// On `globalThis`: Next loads this file apart from the app's bundles, and the app imports it as well (a job's
// expiry, src/collections/hooks/revalidate.ts): both copies share one connection and one view of the tags.
const clientKey = Symbol.for('medical-wholesaler.next-cache-redis')
const tagExpiryKey = Symbol.for('medical-wholesaler.next-cache-tag-expiry')
const tagExpiryFreshMs = 250
/**
 * After Redis failed to answer (down, or silent until the command timeout), this process serves from its memory
 * and renders what it lacks, without asking Redis, for this long: one request waits out the failure, not each.
 */
const redisPauseMs = 5_000

/** @typedef {{ client: Redis, pausedUntil: number, unsentTags: Set<string> }} RedisConnection */

/**
 * The process's connection to a Redis, until when it is not asked (see `redisPauseMs`), and the tags this
 * process expired while Redis did not answer (written once it answers again, so that the other instances hear
 * of an edit made during the outage).
 * @param {string} url @returns {RedisConnection}
 */
function redisConnection(url) {
  const scope = /** @type {Record<symbol, Map<string, RedisConnection>>} */ (globalThis)
  scope[clientKey] ??= new Map()
  let connection = scope[clientKey].get(url)
  if (!connection) {
    const client = new Redis(url, redisOptions)
    client.on('error', () => undefined)
    connection = { client, pausedUntil: 0, unsentTags: new Set() }
    scope[clientKey].set(url, connection)
  }
  return connection
}

/**
 * The build's id, read once per process: Next creates a handler per request (`npm run bench` found the read
 * costly, and then even the path's joining), so it is kept by the folder Next names.
 */
const buildIds = new Map()
/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir = '.next/server') {
  if (!buildIds.has(serverDistDir)) {
    try {
      buildIds.set(serverDistDir, readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim())
    } catch {
      buildIds.set(serverDistDir, 'development')
    }
  }
  return buildIds.get(serverDistDir)
}

/** The tags of an entry: a cached read's own, or those a page or route handler was rendered with. */
/** @param {any} data @param {any} ctx @returns {string[]} */
function entryTags(data, ctx) {
  if (Array.isArray(ctx?.tags)) return ctx.tags
  const header = data?.headers?.[tagsHeader]
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * Whether a render is an error answer (a 404 of the catch-all route, a 500): Next 16.4 hands pages and route
 * handlers to `set` with their HTTP status (`kind` APP_PAGE / APP_ROUTE, `status`); tests/cluster/cluster.test.mjs
 * fails when that shape changes and 404s are stored again.
 * @param {any} data
 */
const isErrorAnswer = (data) => typeof data?.status === 'number' && data.status >= 400

/** @param {{ lastModified: number, value: any, cacheControl: unknown }} entry */
const publicEntry = ({ lastModified, value, cacheControl }) => ({ lastModified, value, cacheControl })

/**
 * Each tag's expiry time as this process last read it from Redis: read again once older than
 * `tagExpiryFreshMs`, so a publish through another instance is seen within that time, and most reads of a
 * page kept in memory ask Redis nothing. One per process.
 * @returns {Map<string, { expiredAt: number | null, readAt: number }>}
 */
function processTagExpiry() {
  const scope = /** @type {Record<symbol, any>} */ (globalThis)
  scope[tagExpiryKey] ??= new Map()
  return scope[tagExpiryKey]
}

const memory = cacheMemory()
const tagExpiry = processTagExpiry()

/**
 * Whether a tag of the entry (or of the request) was expired after the entry was stored, as this process last
 * heard: a render that began before the expiry may have stored its result up to `renderMarginMs` after it.
 * @param {{ lastModified: number, tags: string[] }} entry @param {string[]} requestTags
 */
function expiredAsKnown(entry, requestTags) {
  return [...entry.tags, ...requestTags].some((tag) => {
    const expiredAt = tagExpiry.get(tag)?.expiredAt
    return expiredAt != null && expiredAt + renderMarginMs > entry.lastModified
  })
}

export default class SharedCacheHandler {
  /** @param {any} context what Next gives every cache handler */
  constructor(context) {
    const url = process.env.REDIS_URL
    this.redis = url ? redisConnection(url) : null
    const prefix = `next-cache:${buildId(context.serverDistDir)}`
    this.entryKey = (/** @type {string} */ key) => `${prefix}:entry:${key}`
    this.tagKey = `${prefix}:tags`
  }

  /** An entry older than the server's trust in the cache (server/cacheFreshness.mjs) is rendered anew. */
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await this.storedEntry(key, ctx)
    return entry && entry.lastModified >= cacheTrustedFrom() ? entry : null
  }

  /**
   * From Redis, through this process's memory: an entry read once is kept parsed, and a later read asks Redis
   * only whether its tags were expired since (parsing a page's stored JSON for every request cost more than
   * rendering it did). Without Redis, or while it does not answer, from memory alone: an entry whose tags this
   * process knows to be expired (its own publish) is rendered anew.
   * @param {string} key @param {any} ctx
   */
  async storedEntry(key, ctx) {
    const redisKey = this.entryKey(key)
    const requestTags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
    const remembered = memory.recall(redisKey)
    if (this.redis && Date.now() >= this.redis.pausedUntil) {
      try {
        return await this.readThrough(redisKey, remembered, requestTags)
      } catch {
        this.redis.pausedUntil = Date.now() + redisPauseMs
      }
    }
    return remembered && !expiredAsKnown(remembered, requestTags) ? publicEntry(remembered) : null
  }

  /**
   * The entry as Redis has it: the remembered one while its tags were not expired since, else the stored one.
   * @param {string} redisKey @param {any} remembered @param {string[]} requestTags
   */
  async readThrough(redisKey, remembered, requestTags) {
    const redis = /** @type {Redis} */ (this.redis?.client)
    if (this.redis?.unsentTags.size) {
      const unsent = [...this.redis.unsentTags]
      // Expired now rather than when they were: what was stored meanwhile is rendered once more, nothing stale stays.
      await this.expireInRedis(unsent, Date.now())
      for (const tag of unsent) this.redis.unsentTags.delete(tag)
    }
    if (remembered && !(await this.expired(remembered, requestTags))) return publicEntry(remembered)
    const stored = await redis.get(redisKey)
    if (!stored) {
      memory.forget(redisKey)
      return null
    }
    const entry = parseStored(stored)
    // Another instance may have stored a newer one since; the same one is still expired.
    if (entry.lastModified === remembered?.lastModified || (await this.expired(entry, requestTags))) {
      memory.forget(redisKey)
      return null
    }
    memory.remember(redisKey, entry, stored.length)
    return publicEntry(entry)
  }

  /** Whether a tag of the entry (or of the request) was expired after the entry was stored, as Redis says. */
  /** @param {{ lastModified: number, tags: string[] }} entry @param {string[]} requestTags */
  async expired(entry, requestTags) {
    const now = Date.now()
    const unknown = [...new Set([...entry.tags, ...requestTags])].filter(
      (tag) => (tagExpiry.get(tag)?.readAt ?? 0) + tagExpiryFreshMs <= now,
    )
    if (unknown.length > 0 && this.redis) {
      const expiredAt = await this.redis.client.hmget(this.tagKey, ...unknown)
      unknown.forEach((tag, index) => {
        tagExpiry.set(tag, { expiredAt: expiredAt[index] === null ? null : Number(expiredAt[index]), readAt: now })
      })
    }
    return expiredAsKnown(entry, requestTags)
  }

  /**
   * Into this process's memory, then Redis; without Redis, or while it does not answer, into memory alone (the
   * other instances render their own).
   * @param {string} key @param {any} data @param {any} ctx
   */
  async set(key, data, ctx) {
    // An error answer is rendered anew each time, never kept: every unknown address would otherwise leave an
    // entry (about 120 KB) on disk or in Redis, a store any crawler or attacker could fill.
    if (isErrorAnswer(data)) return
    const redisKey = this.entryKey(key)
    const entry = data && {
      lastModified: Date.now(),
      value: data,
      tags: entryTags(data, ctx),
      cacheControl: ctx?.cacheControl,
    }
    const stored = entry && storedJson(entry)
    if (stored) memory.remember(redisKey, entry, stored.length)
    else memory.forget(redisKey)
    if (!this.redis || Date.now() < this.redis.pausedUntil) return
    try {
      await (stored ? this.redis.client.set(redisKey, stored, 'EX', idleEntrySeconds) : this.redis.client.del(redisKey))
    } catch {
      this.redis.pausedUntil = Date.now() + redisPauseMs
    }
  }

  /**
   * Every entry carrying one of the tags is expired on every instance from now: in this process first, so that
   * it holds here even when Redis does not answer; the others hear of it once Redis answers again (the error
   * tells the caller they have not yet).
   * @param {string | string[]} tags @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    const list = [tags].flat()
    if (list.length === 0) return
    const now = Date.now()
    for (const tag of list) tagExpiry.set(tag, { expiredAt: now, readAt: now })
    if (!this.redis) return
    try {
      await this.expireInRedis(list, now)
    } catch (error) {
      for (const tag of list) this.redis.unsentTags.add(tag)
      throw error
    }
  }

  /** @param {string[]} tags @param {number} at */
  async expireInRedis(tags, at) {
    await this.redis?.client.hset(this.tagKey, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
