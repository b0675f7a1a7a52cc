// `npm run size`: first-load JavaScript per route of the last build, gzip-compressed (the budget is 130 KiB
// for content pages). Next.js 16 no longer prints it; it is read from .next/diagnostics.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const routes = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'))
const gzipped = new Map()
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)).length)
  return gzipped.get(file)
}

console.log('route'.padEnd(48), 'first-load JS (KiB gzip)')
for (const { route, firstLoadChunkPaths } of routes) {
  const bytes = firstLoadChunkPaths.reduce((sum, file) => sum + sizeOf(file), 0)
  console.log(route.padEnd(48), (bytes / 1024).toFixed(1).padStart(8))
}
