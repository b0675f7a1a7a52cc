type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A sliding-window limit per key (the visitor's IP address), held in this process's memory: each
 * instance counts on its own.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>()
  let lastSweep = 0

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const [key, times] of hits) {
      if (times.every((time) => now - time >= windowMs)) hits.delete(key)
    }
  }

  return {
    hit(key: string, now = Date.now()): RateLimitDecision {
      sweep(now)
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        const oldest = recent[0] ?? now
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
      }
      recent.push(now)
      hits.set(key, recent)
      return { allowed: true }
    },
  }
}
