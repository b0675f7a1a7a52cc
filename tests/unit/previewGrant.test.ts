import { describe, expect, it } from 'vitest'
import { readPreviewGrant, signPreviewGrant } from '@/config/previewGrant'

const hour = 60 * 60 * 1000
const now = Date.UTC(2026, 10, 29, 9, 30)

describe('a preview grant (another market’s site shows an editor the drafts)', () => {
  it('names the editor for four to eight hours, with the same address all that window', () => {
    const grant = signPreviewGrant(7, now)
    expect(signPreviewGrant(7, now + hour)).toBe(grant)
    const read = readPreviewGrant(grant, now)
    expect(read?.user).toBe('7')
    expect((read?.expires ?? 0) - now).toBeGreaterThanOrEqual(4 * hour)
    expect((read?.expires ?? 0) - now).toBeLessThanOrEqual(8 * hour)
    expect(readPreviewGrant(grant, read?.expires)).toBeNull()
  })

  it('is refused when altered, forged or malformed', () => {
    const [body, signature] = signPreviewGrant(7, now).split('.')
    const otherUser = Buffer.from(JSON.stringify({ user: '1', expires: now + hour })).toString('base64url')
    for (const token of [
      `${otherUser}.${signature}`,
      `${body}.${signature?.slice(0, -2)}`,
      `${body}.${signature}.x`,
      `${body}.`,
      'not a grant',
      '',
      null,
    ]) {
      expect(readPreviewGrant(token, now), String(token)).toBeNull()
    }
  })
})
