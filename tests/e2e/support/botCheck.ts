import type { APIRequestContext } from '@playwright/test'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** What the browser does before sending a form: solve an ALTCHA challenge of the site. */
export async function botCheckToken(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/contact/challenge')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
