// `npm run size`: first-load JavaScript per route of the last build, gzip-compressed (the budget is 130 KiB
// for content pages), and as it travels to a browser that accepts Brotli: the build's Brotli copies
// (scripts/lib/precompress.mjs), which server.mjs sends in its place. Next.js 16 no longer prints it; it is read
// from .next/diagnostics.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const routes = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'))
const sizes = new Map()
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const content = readFileSync(file)
    const gzip = gzipSync(content).length
    // A file below the copies' threshold travels as it is.
    const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : content.length
    sizes.set(file, { gzip, brotli })
  }
  return sizes.get(file)
}

console.log('route'.padEnd(48), 'first-load JS (KiB gzip)', ' (KiB Brotli)')
for (const { route, firstLoadChunkPaths } of routes) {
  const sum = (encoding) => firstLoadChunkPaths.reduce((total, file) => total + sizeOf(file)[encoding], 0)
  const kib = (bytes) => (bytes / 1024).toFixed(1)
  console.log(route.padEnd(48), kib(sum('gzip')).padStart(8), kib(sum('brotli')).padStart(24))
}
