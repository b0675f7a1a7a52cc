import { appLogger } from '@/lib/cms/client'

/**
 * What the server finishes before it exits: each part of the background work registers how it stops (stop
 * taking work, finish what is in flight). The production server, on SIGTERM or SIGINT, stops accepting
 * connections, waits for open requests, then awaits `run()` of the registry below and exits.
 *
 * The registry lives on `globalThis` under a well-known symbol because Next bundles this module into several
 * chunks: a module-level list in one chunk would not hold what another registered.
 */
type ShutdownTask = { name: string; task: () => Promise<void> }
type ShutdownRegistry = { tasks: ShutdownTask[]; running?: Promise<void>; run: () => Promise<void> }

const registryKey = Symbol.for('medical-wholesaler.shutdown')

function shutdownRegistry(): ShutdownRegistry {
  const scope = globalThis as { [registryKey]?: ShutdownRegistry }
  if (!scope[registryKey]) {
    const registry: ShutdownRegistry = {
      tasks: [],
      // Every task at once, each awaited whatever the others do; a second call waits for the first.
      run: () => {
        registry.running ??= Promise.allSettled(registry.tasks.map(({ task }) => task())).then(async (results) => {
          const failed = registry.tasks.filter((_, index) => results[index]?.status === 'rejected')
          if (failed.length > 0)
            (await appLogger()).error(`Shutdown failed: ${failed.map(({ name }) => name).join(', ')}`)
        })
        return registry.running
      },
    }
    scope[registryKey] = registry
  }
  return scope[registryKey]
}

/** Registers what a part of the server does at shutdown. */
export function onShutdown(name: string, task: () => Promise<void>): void {
  shutdownRegistry().tasks.push({ name, task })
}
