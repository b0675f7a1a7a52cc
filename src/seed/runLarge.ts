import config from '@payload-config'
import { getPayload } from 'payload'
import { rebuildSearchIndex } from '@/collections/SearchEntries/indexDocument'
import { applyMigrations } from '@/lib/cms/migrate'
import { largeVolume, seedLarge } from './large'
import { seedIfEmpty } from './seed'

// `npm run seed:large`: the demo content (when the database has none), then years of news, pages and images
// on top of it, once: a database that already holds more news than the demo is left as it is.
const payload = await getPayload({ config })
await applyMigrations(payload)
await seedIfEmpty(payload)
const { totalDocs } = await payload.count({ collection: 'news' })
if (totalDocs >= largeVolume.newsItems) {
  payload.logger.info(`The database already holds ${totalDocs} news items; the large seed left it as it is.`)
} else {
  await seedLarge(payload, (message) => payload.logger.info(`Large content: ${message}`))
  const started = performance.now()
  await rebuildSearchIndex(payload)
  payload.logger.info(
    `Large content written; search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  )
}
process.exit(0)
