import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { restClient, staffTokens } from './support/staffApi'

let payload: Payload
let tokens: Record<string, string>
let rest: Awaited<ReturnType<typeof restClient>>

beforeAll(async () => {
  payload = await startPayload()
  tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance', 'hr'])
  rest = await restClient()
})

afterAll(async () => {
  await payload.destroy()
})

describe('the job queue run by hand (/api/payload-jobs/run)', () => {
  it.each([['editor'], ['pharmacovigilance'], ['hr']])(
    'is refused to %s, however the address is spelled',
    async (role) => {
      for (const address of ['payload-jobs/run', 'payload-jobs/RUN', 'payload-jobs/%72un']) {
        expect((await rest(address, tokens[role])).status, address).toBe(401)
      }
    },
  )

  it('is run for an administrator', async () => {
    // A queue with no jobs: the answer is about access, not about running today's jobs.
    expect((await rest('payload-jobs/run?queue=none', tokens.admin)).status).toBe(200)
  })
})
