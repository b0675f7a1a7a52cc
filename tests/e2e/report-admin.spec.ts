import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { veterinaryReport } from '../fixtures/reports'
import { botCheckToken } from './support/botCheck'
import { staffHeaders } from './support/staff'

const password = 'correct-horse-battery-staple'
const staff = {
  pharmacovigilance: { email: 'pv-reports@example.com', password },
  editor: { email: 'editor-reports@example.com', password },
}

const veterinary = veterinaryReport

// One after the other in one worker: Payload keeps each login's session in the account's record, and two
// logins of the same account at the same moment can overwrite each other's session.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request)
  for (const [role, account] of Object.entries(staff)) {
    const exists = await request.get(`/api/users?where[email][equals]=${account.email}`, { headers })
    if (((await exists.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await request.post('/api/users', { headers, data: { ...account, roles: [role] } })
    expect(created.ok(), await created.text()).toBe(true)
  }
})

test('the report endpoint over HTTP: 200 with a reference, 400 with field errors, 413 when too large, 403 without a bot check', async ({
  request,
}) => {
  const sent = await request.post('/api/reports?locale=en', {
    data: { ...veterinary, botCheckToken: await botCheckToken(request) },
  })
  expect(sent.status()).toBe(200)
  expect(((await sent.json()) as { reference: string }).reference).toMatch(/^V-\d{8}-[A-Z0-9]{6}$/)
  const invalid = await request.post('/api/reports?locale=en', { data: { kind: 'veterinary', answers: {} } })
  expect(invalid.status()).toBe(400)
  expect(((await invalid.json()) as { fieldErrors: Record<string, string> }).fieldErrors.reporterName).toBe(
    'Enter the requested information',
  )
  const huge = await request.post('/api/reports', { data: { ...veterinary, padding: 'x'.repeat(200_000) } })
  expect(huge.status()).toBe(413)
  expect((await request.post('/api/reports', { data: veterinary })).status()).toBe(403)
})

test('reports are read only by pharmacovigilance staff and admins, through REST and the export', async ({
  request,
}) => {
  type Headers = Record<string, string>
  const refused: [string, Headers][] = [
    ['anonymous', {}],
    ['editor', await staffHeaders(request, staff.editor)],
  ]
  const readers: [string, Headers][] = [
    ['pharmacovigilance', await staffHeaders(request, staff.pharmacovigilance)],
    ['admin', await staffHeaders(request)],
  ]
  for (const [who, headers] of refused) {
    expect((await request.get('/api/adverse-reaction-reports', { headers })).status(), who).toBe(403)
    expect((await request.get('/api/adverse-reaction-reports/export?format=csv', { headers })).status(), who).toBe(403)
    expect((await request.get('/api/%61dverse-reaction-reports', { headers })).status(), who).toBe(403)
  }
  for (const [who, headers] of readers) {
    const list = await request.get('/api/adverse-reaction-reports', { headers })
    expect(list.status(), who).toBe(200)
    expect(((await list.json()) as { docs: unknown[] }).docs.length, who).toBeGreaterThan(0)
    const csv = await request.get('/api/adverse-reaction-reports/export?format=csv', { headers })
    expect(csv.headers()['content-type'], who).toContain('text/csv')
  }
})

test('the admin inbox lists reports by deadline with their status, and exports the selected ones', async ({
  browser,
  request,
}) => {
  await request.post('/api/reports?locale=hr', { data: { ...veterinary, botCheckToken: await botCheckToken(request) } })
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.request.post('/api/users/login', { data: staff.pharmacovigilance })
  await page.goto('/admin/collections/adverse-reaction-reports')
  const table = page.locator('table')
  for (const column of ['Reference', 'Reporter', 'Medicine', 'Seriousness', 'Deadline', 'Status', 'Assignee']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeVisible()
  }
  await expect(table.getByRole('row').nth(1)).toContainText(/[HV]-\d{8}-/)
  const json = page.getByRole('link', { name: 'JSON', exact: true })
  await expect(json).toHaveAttribute('href', '/api/adverse-reaction-reports/export?format=json')
  await table.getByRole('row').nth(1).getByRole('checkbox').check()
  await expect(page.getByRole('link', { name: 'CSV', exact: true })).toHaveAttribute('href', /format=csv&ids=\d+$/)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'CSV', exact: true }).click()
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8')
  expect(csv.trim().split('\r\n')).toHaveLength(2)
  await context.close()

  const editorContext = await browser.newContext()
  const editor = await editorContext.newPage()
  await editor.request.post('/api/users/login', { data: staff.editor })
  await editor.goto('/admin')
  await expect(editor.getByRole('link', { name: 'Pages', exact: true }).first()).toBeVisible()
  await expect(editor.getByRole('link', { name: 'Adverse-reaction reports' })).toHaveCount(0)
  await editorContext.close()
})
