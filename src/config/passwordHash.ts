import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

// Payload's local strategy (auth/strategies/local, not exported), as of payload 3.90.1: PBKDF2-SHA256, the
// current hashes marked `pbkdf2-sha256-v1:` (600,000 rounds, 32 bytes), older ones bare (25,000 rounds, 512
// bytes). The one copy of a Payload internal in the app: tests/int/accountChanges.int.test.ts fails (a right
// current password refused) when an upgrade changes the format.
const currentPrefix = 'pbkdf2-sha256-v1:'
const currentPasswordHash = { iterations: 600_000, keyLength: 32 }
const legacyPasswordHash = { iterations: 25_000, keyLength: 512 }

/** A password hashed as Payload hashes a current one (to spend the same time on an unknown account). */
export function hashLikePayload(password: string, salt: string): Promise<Buffer> {
  return derive(password, salt, currentPasswordHash.iterations, currentPasswordHash.keyLength, 'sha256')
}

/** Whether `password` is the one Payload stored as `salt` and `hash` (either of its formats). */
export async function matchesStoredPassword(password: string, salt: unknown, hash: unknown): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const current = hash.startsWith(currentPrefix)
  const { iterations, keyLength } = current ? currentPasswordHash : legacyPasswordHash
  const stored = Buffer.from(current ? hash.slice(currentPrefix.length) : hash, 'hex')
  const derived = await derive(password, salt, iterations, keyLength, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
