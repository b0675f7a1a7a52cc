import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/** Whether `url` answers with 200. */
function answers(url) {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  )
}

/**
 * Starts the production server (`npm start`, or `command`) with `env` in a process group of its own and waits
 * until `readyUrl` answers 200 (at most a minute). `stop()` ends the whole group (npm and the server it started).
 * Refuses to start when something already answers `readyUrl`: the new server could not take the port, and
 * whatever holds it (a server left over from another run) would be measured in its place.
 */
export async function startServer(env, readyUrl, command = ['npm', 'start']) {
  if (await answers(readyUrl)) {
    throw new Error(`Something already answers ${readyUrl}: stop it first, or the figures would be its figures`)
  }
  const [program, ...args] = command
  const child = spawn(program, args, {
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
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`)
    if (await answers(readyUrl)) return { stop }
    await sleep(500)
  }
  await stop()
  throw new Error(`The server did not answer ${readyUrl} within a minute`)
}
