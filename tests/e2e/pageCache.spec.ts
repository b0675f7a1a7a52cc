import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/** Every file name under the build's server output, where Next's file-system cache keeps rendered pages. */
const storedNames = () =>
  readdirSync(path.join(process.cwd(), '.next', 'server', 'app'), { recursive: true, encoding: 'utf8' })

test('unknown addresses answer 404 with the error page, and none of them is stored in the page cache', async ({
  request,
}) => {
  const token = `nepostojeca-${Date.now().toString(36)}`
  const addresses = [
    `/${token}`,
    `/${token}/a`,
    `/en/${token}`,
    `/nase-usluge/${token}`,
    `/novosti-i-dogadanja/${token}`,
  ]
  for (const address of addresses) {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await request.get(address)
      expect(answer.status(), address).toBe(404)
      expect(await answer.text(), address).toContain('404')
    }
  }
  expect(storedNames().filter((name) => name.includes(token))).toEqual([])
})
