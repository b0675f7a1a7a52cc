import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startPayload } from './support/payload'
import { getAsset, testPng, uploadImage } from './support/uploads'

/** The server's stop, as far as the database goes: Payload's `destroy` keeps the SQLite connection open. */
async function stopDatabase(payload: Payload) {
  const adapter = payload.db as unknown as { client?: { close: () => void } }
  await payload.db.destroy?.()
  adapter.client?.close()
  adapter.client = undefined
}

/**
 * docs/deploy.md's backup and restore of the default setup, command for command: SQLite's online backup and an
 * archive of MEDIA_DIR taken while the site writes, then put back after later changes. (SQLite only: the
 * `int-postgres` project skips it.)
 */
describe.skipIf(Boolean(inject('postgresUrl')))('backup and restore on SQLite with the media folder', () => {
  let payload: Payload
  let folder: string
  let database: string

  beforeAll(async () => {
    payload = await startPayload()
    database = (process.env.DATABASE_URL ?? '').replace(/^file:/, '')
    folder = path.dirname(database)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: folder, stdio: 'pipe' })
  const newsTitles = async () =>
    (await payload.find({ collection: 'news', locale: 'hr', draft: true, limit: 100 })).docs.map((news) => news.title)

  it('brings back the database and the uploads as they were at the backup', async () => {
    const png = await testPng()
    const kept = await payload.create({
      collection: 'news',
      data: { title: 'Prije kopije', slug: 'prije-kopije', publishedAt: new Date().toISOString() },
      draft: true,
      locale: 'hr',
      context: { disableRevalidate: true },
    })
    const image = await uploadImage(payload, png, 'kopija.png')

    mkdirSync(path.join(folder, 'backup'))
    run('sqlite3', [database, ".backup 'backup/site.db'"])
    run('tar', ['-czf', 'backup/media.tar.gz', 'media'])

    // After the backup: a new item, and the backed-up item and image deleted.
    await payload.create({
      collection: 'news',
      data: { title: 'Poslije kopije', slug: 'poslije-kopije', publishedAt: new Date().toISOString() },
      draft: true,
      locale: 'hr',
      context: { disableRevalidate: true },
    })
    await payload.delete({ collection: 'news', id: kept.id, context: { disableRevalidate: true } })
    await payload.delete({ collection: 'media', id: image.id, context: { disableRevalidate: true } })
    expect(existsSync(path.join(folder, 'media', 'kopija.png'))).toBe(false)

    // Restore: the server stopped, the database file replaced (its WAL and shared-memory files deleted), the
    // media folder replaced by the archive's, the server started again.
    await stopDatabase(payload)
    for (const file of ['', '-wal', '-shm']) rmSync(`${database}${file}`, { force: true })
    copyFileSync(path.join(folder, 'backup', 'site.db'), database)
    rmSync(path.join(folder, 'media'), { recursive: true, force: true })
    run('tar', ['-xzf', 'backup/media.tar.gz'])
    await payload.db.init?.()
    await payload.db.connect?.()

    expect(await newsTitles()).toEqual(['Prije kopije'])
    const served = await getAsset(`/assets/${image.id}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect((await getAsset(`/assets/${image.id}?key=card`)).status).toBe(200)
  })
})
