import { expect, test } from '@playwright/test'

// That none of them is kept in the page cache is asserted where the cache can be seen from outside: in Redis
// (tests/cluster/cluster.test.mjs); the memory of one instance, tests/unit/pageCacheMemory.test.ts.
test('unknown addresses answer 404 with the error page, on each visit', async ({ request }) => {
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
})
