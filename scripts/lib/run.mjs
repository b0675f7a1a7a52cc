import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const bin = (name) => path.resolve('node_modules', '.bin', name)

// Nothing may leave the machine: Next.js would otherwise send anonymous telemetry.
const baseEnv = { NEXT_TELEMETRY_DISABLED: '1' }

/**
 * Runs a project binary; rejects when it exits with an error. Its output is inherited, or with `prefix` each of its
 * lines is written with that prefix (two commands running side by side stay readable).
 * @param {string} name @param {string[]} args @param {Record<string, string>} [env] @param {{ prefix?: string }} [options]
 */
export function run(name, args, env = {}, { prefix } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...baseEnv, ...env },
    })
    if (prefix) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
          target.write(`${prefix}${line}\n`),
        )
      }
    }
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve()
      reject(
        Object.assign(new Error(`${name} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { exitCode: code }),
      )
    })
  })
}

/** `npm run build`: Next's production build. @param {Record<string, string>} [env] @param {{ prefix?: string }} [options] */
export async function buildSite(env = {}, options = {}) {
  await run('next', ['build'], env, options)
}

/** Runs the production server (server.mjs) in the foreground until it stops; Ctrl+C stops it too. */
export async function runServerForever(env = {}) {
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, NODE_ENV: 'production', ...env },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  await new Promise((resolve) => child.on('exit', resolve))
}

/** Applies the migrations and writes the demo content into an empty database (`src/seed/run.ts`). */
export function seedDatabase(env = {}, options = {}) {
  return run('tsx', ['src/seed/run.ts'], env, options)
}
