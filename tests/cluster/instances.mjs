// The servers of the cluster test: PostgreSQL, Redis, an S3 server, an SMTP server that keeps what it receives,
// and two instances of the e2e build (`npm start`, as a deployment runs it) on them. Each takes a free port.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SMTPServer } from 'smtp-server'
import { seedDatabase } from '../../scripts/lib/run.mjs'
import { e2eEnv } from '../e2e/support/env.mjs'
import { freePort } from '../support/servers/freePort.mjs'
import { startPostgres } from '../support/servers/postgres.mjs'
import { startRedis } from '../support/servers/redis.mjs'
import { startS3 } from '../support/servers/s3.mjs'

/** A real SMTP server that answers each message after `answerDelayMs` and keeps its Message-ID. */
export async function startSmtp() {
  /** @type {string[]} */
  const messageIds = []
  const settings = { answerDelayMs: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      let raw = ''
      stream.on('data', (chunk) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', async () => {
        await sleep(settings.answerDelayMs)
        messageIds.push(/^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '')
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    settings,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/** @param {string} url */
async function waitUntilServing(url) {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const health = await fetch(`${url}/api/health/ready`).catch(() => undefined)
    if (health?.ok) return
    await sleep(250)
  }
  throw new Error(`${url} did not become ready`)
}

/**
 * One instance: `npm start` on its own port, in its own process group so that the test can end it as a
 * crash does (`kill -9`) or as a deployment does (SIGTERM).
 * @param {Record<string, string>} env
 */
export async function startInstance(env) {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...env, PORT: String(port), SITE_URL: url, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  /** Sends `name` to the whole process group; false once it is gone. Signal 0 only asks whether it lives. */
  const signal = (/** @type {NodeJS.Signals | 0} */ name) => {
    try {
      process.kill(-(child.pid ?? 0), name)
      return true
    } catch {
      return false
    }
  }
  process.once('exit', () => signal('SIGKILL'))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await waitUntilServing(url)
  return {
    url,
    kill: () => signal('SIGKILL'),
    /**
     * Ends it as a deployment does, and resolves once it has finished (before its servers are stopped): npm
     * ends before the server it started, which still closes its connections to the database.
     */
    stop: async () => {
      signal('SIGTERM')
      await exited
      // Bounded: the server gives open requests 10 s (server/shutdown.mjs).
      for (let waited = 0; signal(0) && waited < 15_000; waited += 100) await sleep(100)
    },
  }
}

/**
 * Two instances of one build on PostgreSQL + Redis + S3 + SMTP, with the demo content. The rate limit of the
 * public forms is `rateLimit` submissions per address and form in 10 minutes, counted together for both. Each instance has a media folder of its
 * own, so a file one stores reaches the other only through the bucket.
 * @param {{ rateLimit: number }} options
 */
export async function startCluster({ rateLimit }) {
  const [postgres, redis, s3, smtp] = await Promise.all([startPostgres(), startRedis(), startS3(), startSmtp()])
  const mediaDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'cluster-media-')))
  const env = {
    ...e2eEnv,
    DATABASE_URL: `${postgres.url}/cluster`,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    FORM_RATE_LIMIT: String(rateLimit),
  }
  await seedDatabase({ ...env, MEDIA_DIR: mediaDirs[0] })
  const [a, b] = await Promise.all(mediaDirs.map((mediaDir) => startInstance({ ...env, MEDIA_DIR: mediaDir })))
  return {
    a,
    b,
    redis,
    s3,
    smtp,
    stop: async () => {
      a.kill()
      b.kill()
      await Promise.all([smtp.stop(), s3.stop(), redis.stop(), postgres.stop()])
      for (const mediaDir of mediaDirs) rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
