import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobPosting, User } from '@/payload-types'
import { startPayload } from './support/payload'

let payload: Payload
let hr: User
let seeded: JobPosting

beforeAll(async () => {
  payload = await startPayload({ seeded: true })
  hr = await payload.create({
    collection: 'users',
    data: { email: 'hr-postings@example.com', password: 'pw-hr-postings-long-enough', roles: ['hr'] },
  })
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { market: { equals: 'cro' } },
    depth: 0,
    limit: 1,
  })
  if (!docs[0]) throw new Error('no seeded posting')
  seeded = docs[0]
})

afterAll(async () => {
  await payload.destroy()
})

async function locationOf(market: 'cro' | 'slo') {
  const { docs } = await payload.find({ collection: 'locations', where: { market: { equals: market } }, limit: 1 })
  if (!docs[0]) throw new Error(`no ${market} location`)
  return docs[0].id
}

function postingData(title: string, slug: string, location: number) {
  const { department, employmentType, description, datePosted, closingDate } = seeded
  return {
    title,
    slug,
    market: 'cro' as const,
    location,
    department,
    employmentType,
    description,
    datePosted,
    closingDate,
  }
}

describe('job postings written by HR', () => {
  it('an HR staff member creates and publishes a posting, as editors do', async () => {
    const created = await payload.create({
      collection: 'job-postings',
      locale: 'hr',
      user: hr,
      overrideAccess: false,
      data: {
        ...postingData('Referent nabave (m/ž)', 'referent-nabave', await locationOf('cro')),
        _status: 'published',
      },
    })
    expect(created._status).toBe('published')
    const found = await payload.find({ collection: 'job-postings', where: { slug: { equals: 'referent-nabave' } } })
    expect(found.docs.map(({ title }) => title)).toEqual(['Referent nabave (m/ž)'])
  })

  it('refuses a location of another market', async () => {
    await expect(
      payload.create({
        collection: 'job-postings',
        locale: 'hr',
        user: hr,
        overrideAccess: false,
        data: { ...postingData('Vozač (m/ž)', 'vozac', await locationOf('slo')), _status: 'published' },
      }),
    ).rejects.toThrow()
  })
})
