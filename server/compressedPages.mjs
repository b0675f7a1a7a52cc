import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { accepts } from './acceptEncoding.mjs'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Brotli at `quality`, tuned for text of the document's size. @param {Buffer} document @param {number} quality */
const brotliAt = (document, quality) =>
  brotli(document, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: document.length,
    },
  })

/**
 * The codings a remembered page is sent in, best first: a quick copy, made once per page and process in zlib's
 * threads, and for Brotli a smaller one made when the page is asked for again. Brotli 6 takes 1.1–1.4 ms for
 * the 65–109 KB demo pages (the middleware's quality 4: 0.9–1.0 ms), a cost a page forgotten and sent again
 * pays each time (a crawler walking a site of more pages than are remembered); quality 11 takes 44–89 ms and
 * gives 8–10 % fewer bytes (12.2 KB instead of 13.4 for the news list): with it most pages fit the 14.6 KB a new
 * connection's first round trip carries (ten TCP segments), which Lighthouse's LCP shows as 0.15 s.
 * @type {[coding: string, quick: (document: Buffer) => Promise<Buffer>, smallest?: (document: Buffer) => Promise<Buffer>][]}
 */
const codings = [
  ['br', (document) => brotliAt(document, 6), (document) => brotliAt(document, 11)],
  ['gzip', (document) => gzipped(document, { level: constants.Z_BEST_COMPRESSION })],
]

/** @typedef {{ bytes: Promise<Buffer>, asked: number }} Copy the copy sent in one coding, and how often it was asked for */

/** The copies made of each document, by coding; they go when the document is forgotten. */
/** @type {WeakMap<Buffer, Map<string, Copy>>} */
const copiesByDocument = new WeakMap()

/**
 * Keeps a document's first copy in a coding; one that could not be made is tried again by the next request.
 * @param {Map<string, Copy>} copies @param {string} coding @param {Promise<Buffer>} bytes @returns {Copy}
 */
function firstCopy(copies, coding, bytes) {
  const copy = { bytes, asked: 0 }
  copies.set(coding, copy)
  bytes.catch(() => copies.delete(coding))
  return copy
}

/**
 * A document's copy in the best coding the request accepts, made the first time it is asked for (and made
 * smaller once it is asked for again); null when the request accepts none of them (the document is sent as it is).
 * @param {Buffer} document
 * @param {string | undefined} acceptEncoding
 * @returns {Promise<{ coding: string, bytes: Buffer } | null> | null}
 */
export function compressedPage(document, acceptEncoding) {
  const chosen = codings.find(([coding]) => accepts(acceptEncoding, coding))
  if (!chosen) return null
  const [coding, quick, smallest] = chosen
  let copies = copiesByDocument.get(document)
  if (!copies) {
    copies = new Map()
    copiesByDocument.set(document, copies)
  }
  const copy = copies.get(coding) ?? firstCopy(copies, coding, quick(document))
  copy.asked += 1
  if (copy.asked === 2 && smallest) {
    // Until it is ready the quick copy is sent; should it fail, the quick copy stays.
    smallest(document).then(
      (bytes) => {
        copy.bytes = Promise.resolve(bytes)
      },
      () => undefined,
    )
  }
  // A copy that could not be made: the document is sent as it is (and compressed as it leaves).
  return copy.bytes.then(
    (bytes) => ({ coding, bytes }),
    () => null,
  )
}
