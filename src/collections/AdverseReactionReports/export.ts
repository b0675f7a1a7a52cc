import type { Endpoint, PayloadRequest, Where } from 'payload'
import { isPharmacovigilanceUser } from '@/access/roles'
import { type ExportFormat, exportFormats, reportsCollection } from './constants'

type Flat = Record<string, string>

/** A nested record as one row: `report.patient.ageYears`, `report.drugs.0.name`… */
export function flattenRecord(value: unknown, prefix = '', row: Flat = {}): Flat {
  if (value === null || value === undefined) {
    if (prefix) row[prefix] = ''
  } else if (Array.isArray(value) || typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) flattenRecord(entry, prefix ? `${prefix}.${key}` : key, row)
  } else {
    row[prefix] = String(value)
  }
  return row
}

/** One CSV cell: quoted, with a leading formula character defused so a spreadsheet shows it as text. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * Reports as CSV (RFC 4180 quoting, CRLF), one row each, the union of their columns in first-seen order, as a
 * spreadsheet set to Croatian (or Slovenian, German…) opens it: semicolons between cells (the comma is their
 * decimal mark) and a UTF-8 byte-order mark, without which Excel reads the text as Windows-1250 (`Å¡` for `š`).
 */
export function reportsAsCsv(docs: unknown[]): string {
  const rows = docs.map((doc) => flattenRecord(doc))
  const columns: string[] = []
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key)
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`
}

/** `?ids=1,2,3` (none: every report) as a where clause. */
function exportWhere(ids: string | null): Where | undefined {
  const list = (ids ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return list.length > 0 ? { id: { in: list } } : undefined
}

/**
 * GET /api/adverse-reaction-reports/export?format=json|csv&ids=…: one, some or all reports as a file,
 * for pharmacovigilance staff and admins only (read through the collection's own access rule).
 */
export const exportReportsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const headers = { 'Cache-Control': 'no-store' }
    if (!isPharmacovigilanceUser(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403, headers })
    const params = new URL(req.url ?? 'http://localhost').searchParams
    const format = (params.get('format') ?? 'json') as ExportFormat
    if (!exportFormats.includes(format)) return Response.json({ error: 'Unknown format' }, { status: 400, headers })
    const { docs } = await req.payload.find({
      collection: reportsCollection,
      where: exportWhere(params.get('ids')),
      sort: 'deadline',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const stamp = new Date().toISOString().slice(0, 10)
    const disposition = (extension: string) => `attachment; filename="adverse-reaction-reports-${stamp}.${extension}"`
    if (format === 'csv') {
      return new Response(reportsAsCsv(docs), {
        headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition('csv') },
      })
    }
    return new Response(JSON.stringify(docs, null, 2), {
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Disposition': disposition('json') },
    })
  },
}
