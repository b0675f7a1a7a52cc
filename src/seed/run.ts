import config from '@payload-config'
import { getPayload } from 'payload'
import { applyMigrations } from '@/lib/cms/migrate'
import { seedIfEmpty } from './seed'

// Prepares a database for the demo and the tests: applies the committed migrations, then writes the demo
// content when the database has none.
const payload = await getPayload({ config })
await applyMigrations(payload)
const seeded = await seedIfEmpty(payload)
payload.logger.info(seeded ? 'Demo content written.' : 'The database already has content; the seed left it as it is.')
process.exit(0)
