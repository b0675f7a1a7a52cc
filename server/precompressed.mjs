import { createReadStream, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { accepts } from './acceptEncoding.mjs'

const contentTypes = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
// What Next answers for its content-hashed build files.
const immutable = 'public, max-age=31536000, immutable'

/**
 * The Brotli copies `npm run build` wrote next to the build's scripts and stylesheets
 * (scripts/lib/precompress.mjs), by their address under `/_next/static/`. Read once at start: a build's files
 * never change while it runs. `serve` answers a request for one of them from its copy when the browser
 * accepts Brotli and returns true; otherwise it returns false and Next serves the file (compressed per answer).
 * @param {string} staticDir the build's `.next/static`
 */
export function precompressedBuildFiles(staticDir) {
  /** @type {Map<string, { file: string, size: number, type: string }>} */
  const copies = new Map()
  const entries = statSync(staticDir, { throwIfNoEntry: false })
    ? readdirSync(staticDir, { recursive: true, withFileTypes: true })
    : []
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue
    const original = entry.name.slice(0, -'.br'.length)
    const type = contentTypes[/** @type {keyof typeof contentTypes} */ (path.extname(original))]
    if (!type) continue
    const file = path.join(entry.parentPath, entry.name)
    const address = path.relative(staticDir, path.join(entry.parentPath, original)).split(path.sep).join('/')
    copies.set(`/_next/static/${address}`, { file, size: statSync(file).size, type })
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const copy = copies.get((request.url ?? '').split('?')[0])
    if (!copy || !accepts(request.headers['accept-encoding'], 'br')) return false
    response.writeHead(200, {
      'Content-Type': copy.type,
      'Content-Encoding': 'br',
      'Content-Length': copy.size,
      'Cache-Control': immutable,
      Vary: 'Accept-Encoding',
    })
    if (request.method === 'HEAD') {
      response.end()
      return true
    }
    createReadStream(copy.file)
      .on('error', () => response.destroy())
      .pipe(response)
    return true
  }

  return { serve }
}
