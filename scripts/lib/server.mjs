import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Starts the production server (`npm start`) with `env` in a process group of its own and waits until
 * `readyUrl` answers 200 (at most a minute). `stop()` ends the whole group (npm and the server it started).
 */
export async function startServer(env, readyUrl) {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null) return
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { stop }
    await sleep(500)
  }
  await stop()
  throw new Error(`The server did not answer ${readyUrl} within a minute`)
}
