// The stage times of a long command (`npm test`): one line per stage as it ends, and all of them with the
// total at the end, also when a stage fails, so a slow stage is seen without reading the whole log.

/** @param {number} ms */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

export function timeStages(now = () => performance.now()) {
  /** @type {{ name: string, ms: number, failed: boolean }[]} */
  const stages = []
  const started = now()
  /** @param {string} name @param {() => unknown} work */
  async function stage(name, work) {
    const start = now()
    let failed = true
    try {
      await work()
      failed = false
    } finally {
      const ms = now() - start
      stages.push({ name, ms, failed })
      console.log(`\n── ${name}: ${duration(ms)}${failed ? ' (failed)' : ''}\n`)
    }
  }
  stage.report = () => {
    const width = Math.max(5, ...stages.map((entry) => entry.name.length))
    console.log('\nStage times:')
    for (const { name, ms, failed } of stages) {
      console.log(`  ${name.padEnd(width)}  ${duration(ms).padStart(12)}${failed ? '  failed' : ''}`)
    }
    console.log(`  ${'total'.padEnd(width)}  ${duration(now() - started).padStart(12)}`)
  }
  return stage
}
