import { spawn } from 'node:child_process'
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

/** `npm run build`: Next's production build. */
export async function buildSite(env = {}) {
  await run('next', ['build'], env)
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
export function seedDatabase(env = {}) {
  return run('tsx', ['src/seed/run.ts'], env)
}
