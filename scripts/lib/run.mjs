import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

const bin = (name) => path.resolve('node_modules', '.bin', name)

// Nothing may leave the machine: Next.js would otherwise send anonymous telemetry.
const baseEnv = { NEXT_TELEMETRY_DISABLED: '1' }

/** Runs a project binary with inherited output; rejects when it exits with an error. */
export function run(name, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { stdio: 'inherit', env: { ...process.env, ...baseEnv, ...env } })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve()
      reject(
        Object.assign(new Error(`${name} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { exitCode: code }),
      )
    })
  })
}

/** Runs a server in the foreground until it stops; Ctrl+C stops it too. */
export async function runForever(name, args, env = {}) {
  const child = spawn(bin(name), args, { stdio: 'inherit', env: { ...process.env, ...baseEnv, ...env } })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  await new Promise((resolve) => child.on('exit', resolve))
}

/**
 * Next.js keeps CMS reads (`unstable_cache`) in .next/cache/fetch-cache across builds, and a database that
 * was prepared outside the running app (migrations, seed) never expired them: build on fresh data.
 */
export function forgetCachedCmsReads() {
  rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}

/** Node's exit code for a top-level await that never settled. */
const unsettledTopLevelAwait = 13

/**
 * Applies the migrations and writes the demo content into an empty database (`src/seed/run.ts`). On Node 20,
 * tsx's module loader now and then leaves the script's top-level await unsettled while it loads, and Node
 * exits 13 before anything was written (privatenumber/tsx#233): that run is repeated, up to
 * six more times (three runs in a row ended so in one CI run).
 */
export async function seedDatabase(env = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run('tsx', ['src/seed/run.ts'], env)
    } catch (error) {
      if (error.exitCode !== unsettledTopLevelAwait || attempt === 7) throw error
      console.warn(
        `The seed ended while loading (exit ${unsettledTopLevelAwait}, a tsx loader race on Node 20): again.`,
      )
    }
  }
}
