import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'

/** A 2000 × 1000 PNG: wider than every image preset, so each preset is a real resize. */
export function testPng(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b5a68' } })
    .png()
    .toBuffer()
}

/** Uploads a PNG to the media collection, as an editor's upload in the admin does. */
export async function uploadImage(payload: Payload, png: Buffer, name = 'warehouse.png') {
  return payload.create({
    collection: 'media',
    data: { alt: 'Skladište' },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
    locale: 'hr',
    context: { disableRevalidate: true },
  })
}

/** Uploads a PDF to the documents collection, as an editor does in the admin. */
export async function uploadDocument(payload: Payload, pdf: Buffer, name: string) {
  return payload.create({
    collection: 'documents',
    data: { title: name },
    file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
    locale: 'hr',
    context: { disableRevalidate: true },
  })
}

/** Stores a PDF as an applicant's CV, as the application form does. */
export async function uploadCv(payload: Payload, pdf: Buffer, name: string) {
  return payload.create({
    collection: 'job-application-files',
    data: {},
    file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
    overrideAccess: true,
  })
}

/**
 * GET of an asset address (`/assets/{id}?key=…`) through its route handler, imported on first use: the
 * route's modules read the configuration when loaded, so after the test's Payload is set up.
 */
export async function getAsset(address: string, headers?: Record<string, string>): Promise<Response> {
  const { GET } = await import('@/app/assets/[id]/route')
  const url = new URL(address, 'http://localhost')
  const id = url.pathname.split('/').pop() ?? ''
  return GET(new NextRequest(url, { headers }), { params: Promise.resolve({ id }) })
}
