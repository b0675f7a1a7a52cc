import { expect as baseExpect, test } from '@playwright/test'
import { staffPage } from './support/editors'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

// The admin's editing screens load slowly on a busy machine.
test.setTimeout(120_000)
const expect = baseExpect.configure({ timeout: 30_000 })

test('an editor restores an older version in the Croatian admin: the Croatian text comes back, the English stays', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36)
  const editor = await createStaffAccount(request, `editor-restore-${run}@example.com`, ['editor'])
  const headers = await staffHeaders(request, editor)
  const save = async (method: 'POST' | 'PATCH', path: string, data: Record<string, unknown>) => {
    const response = await request.fetch(`/api/pages${path}`, { method, headers, data })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { doc: { id: number } }).doc
  }
  const published = { markets: ['cro'], _status: 'published' }
  const { id } = await save('POST', '?locale=hr', { title: `Servis ${run}`, slug: `servis-${run}`, ...published })
  const versions = await request.get(`/api/pages/versions?where[parent][equals]=${id}&sort=createdAt&depth=0`, {
    headers,
  })
  const first = ((await versions.json()) as { docs: { id: string }[] }).docs[0]
  await save('PATCH', `/${id}?locale=hr`, { title: `Servis i održavanje ${run}`, ...published })
  await save('PATCH', `/${id}?locale=en`, { title: `Service ${run}`, slug: `service-${run}`, ...published })

  const page = await staffPage(browser, editor, 'hr-HR')
  await page.goto(`/admin/collections/pages/${id}/versions/${first?.id}`)
  await page.getByRole('button', { name: 'Vrati ovu verziju' }).click()
  await page.getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
  await page.context().close()

  const title = async (locale: 'hr' | 'en') => {
    const response = await request.get(`/api/pages/${id}?locale=${locale}&fallback-locale=none&depth=0`, { headers })
    return ((await response.json()) as { title?: string }).title
  }
  expect(await title('hr')).toBe(`Servis ${run}`)
  expect(await title('en')).toBe(`Service ${run}`)
})
