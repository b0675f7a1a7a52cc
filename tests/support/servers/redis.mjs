import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { freePort } from './freePort.mjs'

const redisServer = '/usr/bin/redis-server'

/**
 * Debian's redis-server, installed when missing (as root; otherwise the run stops and says how), as
 * scripts/test.mjs does for Chromium. `redis-memory-server` from npm would build Redis from source, which
 * cannot be downloaded here.
 */
export function ensureRedisServer() {
  if (existsSync(redisServer)) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `redis-server is missing at ${redisServer}: install it with "sudo apt-get install -y redis-server".`,
    )
  }
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** @param {number} port */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.write('PING\r\n')
  })
}

/**
 * A real Redis on a free port of 127.0.0.1, in memory only (no snapshot, no append-only file), stopped by
 * `stop()` or when this process exits.
 *
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedis() {
  ensureRedisServer()
  const port = await freePort()
  const server = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  )
  const kill = () => server.kill('SIGKILL')
  process.once('exit', kill)
  const exited = new Promise((resolve) => server.once('exit', resolve))
  for (let waited = 0; !(await answersPing(port)); waited += 50) {
    if (waited > 10_000 || server.exitCode !== null) {
      kill()
      throw new Error(`redis-server did not start on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const stop = async () => {
    process.off('exit', kill)
    server.kill('SIGTERM')
    await exited
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
