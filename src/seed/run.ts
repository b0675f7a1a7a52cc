import config from '@payload-config'
import { getPayload } from 'payload'
import { seedIfEmpty } from './seed'

const payload = await getPayload({ config })
const seeded = await seedIfEmpty(payload)
payload.logger.info(seeded ? 'Demo content written.' : 'The database already has content; the seed left it as it is.')
process.exit(0)
