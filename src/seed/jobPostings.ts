import type { Payload } from 'payload'
import { jobPostings } from './content/jobPostings'
import { context } from './context'
import { toLexical } from './lexical'

const day = 24 * 60 * 60_000

/** The demo job postings, published, each closing some weeks after the seed run (at noon UTC, as the admin stores a day). */
export async function seedJobPostings(payload: Payload): Promise<void> {
  const now = Date.now()
  for (const posting of jobPostings) {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { and: [{ market: { equals: posting.market } }, { city: { equals: posting.city } }] },
      limit: 1,
      depth: 0,
    })
    const location = docs[0]
    if (!location) throw new Error(`No location ${posting.city} for a job posting.`)
    const closingDate = `${new Date(now + posting.openForDays * day).toISOString().slice(0, 10)}T12:00:00.000Z`
    let id: number | undefined
    for (const [locale, text] of Object.entries(posting.texts)) {
      const data = {
        title: text.title,
        slug: text.slug,
        summary: text.summary,
        description: toLexical(text.description),
        requirements: text.requirements.join('\n'),
        market: posting.market,
        location: location.id,
        department: posting.department,
        employmentType: posting.employmentType,
        datePosted: new Date(now).toISOString(),
        closingDate,
        _status: 'published' as const,
      }
      const target = { collection: 'job-postings' as const, data, locale: locale as 'hr', context }
      id = id === undefined ? (await payload.create(target)).id : (await payload.update({ ...target, id })).id
    }
  }
}
