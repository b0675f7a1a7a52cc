import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { AltchaBotCheck } from '@/features/forms/botCheck/altcha'

/** What the browser does: fetch a challenge, solve the proof of work, send the payload. */
export async function solvedAltchaToken(altcha: AltchaBotCheck): Promise<string> {
  const challenge: Challenge = await altcha.createChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A POST of a public form's endpoint from one client address, in one locale. */
export function formPost(path: string, body: unknown, { locale = 'hr', client = 'test' } = {}) {
  return new Request(`http://localhost${path}?locale=${locale}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-client': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
