// `npm run floor`: what Next.js and React cost before any of this project's code, the floor under the budgets of
// docs/performance.md. Builds, in a temporary folder (removed afterwards), a minimal App Router app on this
// project's own next, react and react-dom: a root layout and one page of about 50 KB of text, like the shortest
// pages `npm run bench` loads, cached at any path once rendered. Prints its first-load JavaScript as `npm run
// size` counts this project's. With FLOOR_BENCH=1 it then serves the app with `next start` (FLOOR_PORT, 3239)
// and loads it with `npm run bench`: BENCH_NGINX=1 puts nginx in front as there, to compare with the same bytes.
// FLOOR_PROXY=1 adds a proxy (Next's middleware) that passes every request on, as src/proxy.ts's matcher would.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { firstLoadJs, kib } from './lib/firstLoadJs.mjs'
import { run } from './lib/run.mjs'
import { startServer } from './lib/server.mjs'

// Outside the project: a build in a folder of it would take the project's src/proxy.ts and instrumentation.
const dir = mkdtempSync(path.join(tmpdir(), 'framework-floor-'))
const port = Number(process.env.FLOOR_PORT || 3239)
const words = 'Veledrogerija lijekova medicinskih proizvoda opreme za zdravstvene ustanove ljekarne partnere'.split(' ')
/** @type {Record<string, string>} */
const files = {
  'package.json': JSON.stringify({ private: true, type: 'module' }),
  // As this project's next.config.ts: server.mjs gives the ETag (natively) and compresses. Turbopack's root must
  // hold the project's node_modules, which the folder links to.
  'next.config.mjs': "export default { generateEtags: false, compress: false, turbopack: { root: '/' } }\n",
  'app/layout.js': `export default function Layout({ children }) {
  return <html lang="hr"><body>{children}</body></html>
}
`,
  'app/[[...path]]/page.js': `export const dynamic = 'force-static'
export const generateStaticParams = () => []
const words = ${JSON.stringify(words)}
const paragraphs = Array.from({ length: 150 }, (_, i) => words.map((word, j) => word + ((i * 7 + j * 13) % 97)).join(' '))
export default async function Page({ params }) {
  const { path = [] } = await params
  return <main><h1>{path.join('/') || 'Naslovnica'}</h1>{paragraphs.map((text, i) => <p key={i}>{text}</p>)}</main>
}
`,
}
if (process.env.FLOOR_PROXY === '1') {
  files['proxy.js'] = `import { NextResponse } from 'next/server'
export const proxy = () => NextResponse.next()
`
}

/** `npm run bench` against the running floor app, its output passed on. */
function bench() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: `http://localhost:${port}` },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`bench exited with ${code}`))))
  })
}

try {
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  await run('next', ['build', dir])
  console.log('\nThe framework alone: first-load JS (KiB gzip)')
  for (const { route, gzip } of firstLoadJs(dir)) console.log(route.padEnd(48), kib(gzip).padStart(8))
  if (process.env.FLOOR_BENCH === '1') {
    const next = path.resolve('node_modules', '.bin', 'next')
    const server = await startServer({ NODE_ENV: 'production' }, `http://localhost:${port}/`, [
      next,
      'start',
      dir,
      '--port',
      String(port),
    ])
    try {
      await bench()
    } finally {
      await server.stop()
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
