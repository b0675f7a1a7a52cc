import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * First-load JavaScript per route of a build in `dir` (its .next), in bytes: gzip-compressed, and as it travels
 * to a browser that accepts Brotli (deploy/nginx compresses at quality 5). Next.js 16 no longer prints it; it is
 * read from .next/diagnostics.
 * @param {string} [dir] @returns {{ route: string, gzip: number, brotli: number }[]}
 */
export function firstLoadJs(dir = '.') {
  const routes = JSON.parse(readFileSync(path.join(dir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'))
  /** @type {Map<string, { gzip: number, brotli: number }>} */
  const sizes = new Map()
  const sizeOf = (/** @type {string} */ chunk) => {
    const file = path.join(dir, chunk)
    if (!sizes.has(file)) {
      const content = readFileSync(file)
      const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length
      sizes.set(file, { gzip: gzipSync(content).length, brotli })
    }
    return /** @type {{ gzip: number, brotli: number }} */ (sizes.get(file))
  }
  return routes.map(
    (/** @type {{ route: string, firstLoadChunkPaths: string[] }} */ { route, firstLoadChunkPaths }) => {
      const sum = (/** @type {'gzip' | 'brotli'} */ encoding) =>
        firstLoadChunkPaths.reduce((total, chunk) => total + sizeOf(chunk)[encoding], 0)
      return { route, gzip: sum('gzip'), brotli: sum('brotli') }
    },
  )
}

/** @param {number} bytes */
export const kib = (bytes) => (bytes / 1024).toFixed(1)
