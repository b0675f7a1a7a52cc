import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { getAsset, testPng, uploadImage } from './uploads'

/** A command of docs/deploy.md, run in the site's folder. */
export const runIn = (folder: string) => (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: folder, stdio: 'pipe' })

/** The server's stop, as far as the database goes: Payload's `destroy` leaves the SQLite connection and the PostgreSQL pool open. */
export async function closeDatabase(payload: Payload) {
  const adapter = payload.db as unknown as { client?: { close: () => void }; pool?: { end: () => Promise<void> } }
  await payload.db.destroy?.()
  adapter.client?.close()
  adapter.client = undefined
  await adapter.pool?.end()
  adapter.pool = undefined
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
 * site has the backup's content and serves its image and presets again.
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
  const served = await getAsset(`/assets/${image.id}`)
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  expect((await getAsset(`/assets/${image.id}?key=card`)).status).toBe(200)
  // The database takes new writes after the restore (sequences and constraints came back too).
  expect((await createNews(payload, 'Nakon povrata', 'nakon-povrata')).id).toBeGreaterThan(kept.id)
}
