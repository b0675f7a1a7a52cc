import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { testPng, uploadImage } from './uploads'

/** A command of docs/deploy.md, run in the site's folder. */
export const runIn = (folder: string) => (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: folder, stdio: 'pipe' })

/**
 * The server's stop, as far as the database goes: the job queue's crons stopped (a job of theirs would hold a
 * connection), then the SQLite connection or the PostgreSQL pool closed, which Payload's `destroy` leaves open.
 */
export async function closeDatabase(payload: Payload) {
  const adapter = payload.db as unknown as { client?: { close: () => void }; pool?: PostgresPool }
  await payload.destroy()
  adapter.client?.close()
  adapter.client = undefined
  const pool = adapter.pool
  adapter.pool = undefined
  if (!pool) return
  // Payload's adapter keeps one client checked out for its whole life (to reconnect after a reset): the pool
  // (pg-pool) ends only once every client is back.
  const idle = new Set(pool._idle.map((item) => item.client))
  for (const client of pool._clients) if (!idle.has(client)) client.release?.()
  await pool.end()
}

type PostgresClient = { release?: () => void }
type PostgresPool = {
  end: () => Promise<void>
  _clients: PostgresClient[]
  _idle: { client: PostgresClient }[]
}

/** The server's stop and start, as far as the database goes, with `whileStopped` in between. */
async function restartDatabase(payload: Payload, whileStopped: () => void) {
  await closeDatabase(payload)
  whileStopped()
  await payload.db.init?.()
  await payload.db.connect?.()
}

const createNews = (payload: Payload, title: string, slug: string) =>
  payload.create({
    collection: 'news',
    data: { title, slug, publishedAt: new Date().toISOString() },
    draft: true,
    locale: 'hr',
    context: { disableRevalidate: true },
  })

/**
 * A site with a news item and an image is backed up (`backup`, in the site's folder, into `backup/`), then
 * changed: a new item, the backed-up item and image deleted. After `restore` (with the server stopped) the
 * site has the backup's content, and the image and its presets are back in MEDIA_DIR.
 */
export async function expectBackupRestored(
  payload: Payload,
  folder: string,
  { backup, restore }: { backup: () => void; restore: () => void },
) {
  const png = await testPng()
  const kept = await createNews(payload, 'Prije kopije', 'prije-kopije')
  const image = await uploadImage(payload, png, 'kopija.png')
  mkdirSync(path.join(folder, 'backup'))
  backup()

  await createNews(payload, 'Poslije kopije', 'poslije-kopije')
  await payload.delete({ collection: 'news', id: kept.id, context: { disableRevalidate: true } })
  await payload.delete({ collection: 'media', id: image.id, context: { disableRevalidate: true } })
  expect(existsSync(path.join(folder, 'media', 'kopija.png'))).toBe(false)

  await restartDatabase(payload, () => {
    restore()
    // The media folder is replaced by the archive's (docs/deploy.md, for both engines).
    rmSync(path.join(folder, 'media'), { recursive: true, force: true })
    runIn(folder)('tar', ['-xzf', 'backup/media.tar.gz'])
  })

  const titles = (await payload.find({ collection: 'news', locale: 'hr', draft: true, limit: 100 })).docs
  expect(titles.map((news) => news.title)).toEqual(['Prije kopije'])
  const media = (file: string | null | undefined) => readFileSync(path.join(folder, 'media', file ?? ''))
  expect(media(image.filename).equals(png)).toBe(true)
  expect(media(image.sizes?.card?.filename).length).toBeGreaterThan(0)
  // The database takes new writes after the restore (sequences and constraints came back too).
  expect((await createNews(payload, 'Nakon povrata', 'nakon-povrata')).id).toBeGreaterThan(kept.id)
}
