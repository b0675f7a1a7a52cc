import { expect, test } from '@playwright/test'

test('the health endpoints say the instance is alive and ready, and are never cached', async ({ request }) => {
  const live = await request.get('/api/health')
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })
  expect(live.headers()['cache-control']).toBe('no-store')

  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } })
})
