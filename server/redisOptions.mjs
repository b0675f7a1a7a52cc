// How every Redis connection of the server waits (the app's, src/config/redis.ts, and Next's cache handler,
// next-cache-handler.mjs, which Next loads apart from the app).

/**
 * A command fails after two reconnection attempts (a Redis that is down refuses within a second or two) or when
 * no answer came within a second: a Redis cut off without a word (a network partition, a stopped VM) would
 * otherwise hold each command, and every request waiting on one, until TCP gives up minutes later.
 */
export const redisOptions = { maxRetriesPerRequest: 2, connectTimeout: 3_000, commandTimeout: 1_000 }
