import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { accepts } from './acceptEncoding.mjs'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * The codings a remembered page is sent in, best first. Made once per page and process, in zlib's threads;
 * the level is one a page forgotten and sent again may pay each time, as a site with more pages than are
 * remembered would: Brotli 6 takes 1.1–1.4 ms for the 65–109 KB demo pages (the middleware's quality 4: 0.9–1.0
 * ms) and gives 5–7 % fewer bytes; quality 11 would give 14 % fewer for 44–89 ms.
 * @type {[coding: string, compress: (document: Buffer) => Promise<Buffer>][]}
 */
const codings = [
  [
    'br',
    (document) =>
      brotli(document, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: document.length,
        },
      }),
  ],
  ['gzip', (document) => gzipped(document, { level: constants.Z_BEST_COMPRESSION })],
]

/** The copies made of each document, by coding; they go when the document is forgotten. */
/** @type {WeakMap<Buffer, Map<string, Promise<Buffer>>>} */
const copiesByDocument = new WeakMap()

/**
 * A document's copy in the best coding the request accepts, made the first time it is asked for; null when
 * the request accepts none of them (the document is sent as it is).
 * @param {Buffer} document
 * @param {string | undefined} acceptEncoding
 * @returns {Promise<{ coding: string, bytes: Buffer } | null> | null}
 */
export function compressedPage(document, acceptEncoding) {
  const chosen = codings.find(([coding]) => accepts(acceptEncoding, coding))
  if (!chosen) return null
  const [coding, compress] = chosen
  let copies = copiesByDocument.get(document)
  if (!copies) {
    copies = new Map()
    copiesByDocument.set(document, copies)
  }
  let copy = copies.get(coding)
  if (!copy) {
    copy = compress(document)
    copies.set(coding, copy)
    // A copy that could not be made is tried again by the next request.
    copy.catch(() => copies?.delete(coding))
  }
  // A copy that could not be made: the document is sent as it is (and compressed as it leaves).
  return copy.then(
    (bytes) => ({ coding, bytes }),
    () => null,
  )
}
