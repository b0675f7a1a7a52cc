import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { NextRequest } from 'next/server'
import { settings } from '@/config/settings'
import { findMediaFile, isImagePreset } from '@/lib/cms/mediaFiles'

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The spec's asset address: /assets/{id} is the original upload, ?key={preset} one of its image presets. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const key = request.nextUrl.searchParams.get('key')
  if (!/^\d+$/.test(id) || (key !== null && !isImagePreset(key))) return notFound()
  const file = await findMediaFile(Number(id), key)
  if (!file) return notFound()

  const filePath = path.join(settings().mediaDir, path.basename(file.filename))
  const info = await stat(filePath).catch(() => null)
  if (!info) return notFound()
  const etag = `"${file.filename}-${info.size}-${info.mtimeMs}"`
  const headers = {
    'Content-Type': file.mimeType ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream
  return new Response(body, { headers: { ...headers, 'Content-Length': String(info.size) } })
}
