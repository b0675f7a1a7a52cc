import type { NextRequest } from 'next/server'
import { findMediaFile, isImagePreset } from '@/lib/cms/mediaFiles'
import { readUploadFile } from '@/lib/cms/uploadFiles'

const plainText = { 'Content-Type': 'text/plain; charset=utf-8' }

function notFound() {
  return new Response('Not found', { status: 404, headers: plainText })
}

/**
 * The spec's asset address: /assets/{id} is the original upload, ?key={preset} one of its image presets, read
 * from wherever uploads are stored (S3_BUCKET or MEDIA_DIR). The ETag comes from the upload's record, so a
 * revalidation is answered without reading the storage, and alike on every instance.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const key = request.nextUrl.searchParams.get('key')
  if (!/^\d+$/.test(id) || (key !== null && !isImagePreset(key))) return notFound()
  const file = await findMediaFile(Number(id), key)
  if (!file) return notFound()

  const etag = `"${file.version}"`
  const headers = {
    'Content-Type': file.mimeType ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const stored = await readUploadFile(file.url)
  if (stored.status === 404) return notFound()
  // Payload has logged why: a file missing from the folder, or a bucket that did not answer.
  if (!stored.ok) return new Response('The file could not be read', { status: 502, headers: plainText })
  const length = stored.headers.get('content-length')
  return new Response(stored.body, { headers: { ...headers, ...(length ? { 'Content-Length': length } : {}) } })
}
