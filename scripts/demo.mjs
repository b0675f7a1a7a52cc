// `npm run demo`: prepares .env, the SQLite database and its demo content, builds, and starts the site.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { runUnderProjectNode } from './lib/node24.mjs'
import { buildSite, runServerForever, seedDatabase } from './lib/run.mjs'

await runUnderProjectNode()

if (!existsSync('.env')) {
  const example = readFileSync('.env.example', 'utf8')
  writeFileSync('.env', example.replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`))
  console.log('Wrote .env from .env.example with a new PAYLOAD_SECRET.')
}
process.loadEnvFile('.env')
mkdirSync('data', { recursive: true })

await seedDatabase()
await buildSite()
const port = process.env.PORT || '3029'
console.log(`\nThe site: http://localhost:${port}   The CMS: http://localhost:${port}/admin\n`)
await runServerForever({ PORT: port })
