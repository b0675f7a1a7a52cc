import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { applyMigrations } from '@/lib/cms/migrate'

/** A real Payload on a new SQLite file in a temporary folder, with the committed migrations applied. */
export async function startPayload(): Promise<Payload> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATABASE_URL = `file:${path.join(folder, 'site.db')}`
  process.env.MEDIA_DIR = path.join(folder, 'media')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  return payload
}
