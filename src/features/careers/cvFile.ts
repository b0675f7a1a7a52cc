import { type CvKind, cvKinds } from '@/collections/JobApplications/cvKinds'
import { readLimited } from '@/features/forms/readLimited'

/**
 * What a CV is by its content, whatever it is called or claims to be: a PDF (header and trailer, as
 * Payload's own upload check wants them), a Word document (DOCX) or an OpenDocument text (ODT). The two
 * are zip archives: the archive's directory is read, and the entry that names the document's type (ODT's
 * `mimetype`, DOCX's `[Content_Types].xml`) must name a text document. The same code runs in the browser,
 * before sending, and on the server.
 */
export async function cvKindOf(file: Blob): Promise<CvKind | null> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (startsWith(bytes, pdfHeader)) return isWholePdf(bytes) ? 'pdf' : null
  if (startsWith(bytes, zipSignature)) return zipDocumentKind(bytes)
  return null
}

const pdfHeader = [...'%PDF-'].map((character) => character.charCodeAt(0))
const zipSignature = [0x50, 0x4b, 0x03, 0x04]
const endOfCentralDirectory = 0x06054b50
const centralDirectoryEntry = 0x02014b50
const localFileHeader = 0x04034b50
/** A type entry is a few hundred bytes; anything that inflates beyond this is not one. */
const maxTypeEntryBytes = 64 * 1024
const docxMainType = `${cvKinds.docx}.main+xml`

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

function latin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes)
}

function isWholePdf(bytes: Uint8Array): boolean {
  const trailer = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return trailer.includes('%%EOF') && trailer.includes('xref')
}

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number }

/** The entries the archive's central directory lists, or null when it has none that can be read. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fits = (offset: number, length: number) => offset >= 0 && offset + length <= bytes.length
  // The end record is the last 22 bytes, or followed by a comment of at most 65,535 bytes.
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === endOfCentralDirectory) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const count = view.getUint16(end + 10, true)
  const entries: ZipEntry[] = []
  let at = view.getUint32(end + 16, true)
  for (let index = 0; index < count; index++) {
    if (!fits(at, 46) || view.getUint32(at, true) !== centralDirectoryEntry) return null
    const nameLength = view.getUint16(at + 28, true)
    if (!fits(at + 46, nameLength)) return null
    entries.push({
      name: latin1(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/** An entry's content as text, or null when it cannot be read within the limit. */
async function entryText(bytes: Uint8Array, entry: ZipEntry): Promise<string | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.localOffset
  if (at + 30 > bytes.length || view.getUint32(at, true) !== localFileHeader) return null
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) return null
  if (entry.method === 0) return data.length <= maxTypeEntryBytes ? new TextDecoder().decode(data) : null
  if (entry.method !== 8) return null
  const inflated = await inflateRaw(data, maxTypeEntryBytes)
  return inflated && new TextDecoder().decode(inflated)
}

/** A deflated entry inflated, or null when it is corrupt or larger than the limit. */
async function inflateRaw(data: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const inflated = new Blob([new Uint8Array(data)]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  return readLimited(inflated, limit).catch(() => null)
}

async function zipDocumentKind(bytes: Uint8Array): Promise<CvKind | null> {
  const entries = zipEntries(bytes)
  const mimetype = entries?.find((entry) => entry.name === 'mimetype')
  if (mimetype) return (await entryText(bytes, mimetype)) === cvKinds.odt ? 'odt' : null
  const contentTypes = entries?.find((entry) => entry.name === '[Content_Types].xml')
  const xml = contentTypes && (await entryText(bytes, contentTypes))
  // The document's main part decides, as for Payload's own check: the first `….main+xml` type.
  const main = xml?.match(/ContentType="([^"]*\.main\+xml)"/)?.[1]
  return main === docxMainType ? 'docx' : null
}
