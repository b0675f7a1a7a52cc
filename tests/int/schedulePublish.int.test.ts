import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags } from '@/config/cacheTags'
import { startPayload } from './support/payload'
import { withRedisUrl } from './support/redisUrl'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/** What the admin's "Schedule publish" writes: a job of Payload's `schedulePublish` task on the default queue. */
function schedule(relationTo: 'news' | 'pages', id: number, type: 'publish' | 'unpublish', at: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: { type, doc: { relationTo, value: id } },
  })
}

/** One turn of the server's cron for scheduled publications (src/config/jobs.ts). */
const runDueJobs = () => payload.jobs.run({ queue: 'default', limit: 10 })

const publishedStatus = async (collection: 'news' | 'pages', id: number) =>
  (await payload.findByID({ collection, id, locale: 'hr', draft: false, depth: 0 }))._status

describe('scheduled publishing', () => {
  it('is offered for pages, screens, news and job postings', () => {
    const task = payload.config.jobs.tasks?.find(({ slug }) => slug === 'schedulePublish')
    const target = task?.inputSchema?.find((field) => 'name' in field && field.name === 'doc')
    expect(target && 'relationTo' in target ? target.relationTo : []).toEqual([
      'pages',
      'screens',
      'news',
      'job-postings',
    ])
  })

  it('publishes a news draft once its time has come, not before', async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'hr',
      draft: true,
      data: { title: 'Najava sajma', markets: ['cro'], _status: 'draft' },
    })
    await schedule('news', draft.id, 'publish', new Date(Date.now() + 60 * 60_000))
    await runDueJobs()
    expect(await publishedStatus('news', draft.id)).toBe('draft')

    await schedule('news', draft.id, 'publish', new Date(Date.now() - 1_000))
    await runDueJobs()
    expect(await publishedStatus('news', draft.id)).toBe('published')
    const visible = await payload.find({
      collection: 'news',
      locale: 'hr',
      where: { slug: { equals: 'najava-sajma' } },
      depth: 0,
    })
    expect(visible.docs.map(({ title }) => title)).toEqual(['Najava sajma'])
  })

  it('takes a page offline at its scheduled time', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'hr',
      data: { title: 'Akcija do petka', slug: '', markets: ['cro'], _status: 'published' },
    })
    await schedule('pages', page.id, 'unpublish', new Date(Date.now() - 1_000))
    await runDueJobs()
    expect(await publishedStatus('pages', page.id)).toBe('draft')
  })
})

describe('a scheduled publish with REDIS_URL', () => {
  const redis = withRedisUrl()

  it('expires the news pages for every instance, though the job runs outside any request', async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'hr',
      draft: true,
      data: { title: 'Najava kongresa', markets: ['cro'], _status: 'draft' },
    })
    await schedule('news', draft.id, 'publish', new Date(Date.now() - 1_000))
    const due = Date.now()
    await runDueJobs()
    expect(await publishedStatus('news', draft.id)).toBe('published')
    const client = new Redis(redis.url())
    const [tagExpiry] = await client.keys('next-cache:*:tags')
    const expiredAt = tagExpiry ? Number(await client.hget(tagExpiry, cacheTags.news)) : 0
    client.disconnect()
    expect(expiredAt).toBeGreaterThanOrEqual(due)
  })
})
