import { expect, test } from '@playwright/test'
import {
  frameworkScriptFiles,
  holdFrameworkScripts,
  receivedFrameworkScripts,
  untilHydrated,
} from './support/hydration'
import { reportTexts, stepHeading } from './support/report'

test('a site page asks for no client hint, so a first visit is not sent twice; the admin asks for its theme', async ({
  request,
}) => {
  for (const path of ['/', '/o-nama', '/en/departments/animal-health']) {
    const headers = (await request.get(path)).headers()
    // Critical-CH would make the browser repeat a first visit's request to add the hint.
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers.vary ?? '', path).not.toMatch(/sec-ch-/i)
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("the build's scripts and stylesheet travel compressed: Brotli where accepted, else gzip (deploy/nginx does it at the front)", async ({
  request,
}) => {
  const page = await (await request.get('/')).text()
  // The stylesheet's link, the polyfills' script element and the scripts the page starts after its load.
  const files = [...page.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file ?? '')
  expect(files.some((file) => file.endsWith('.css'))).toBe(true)
  for (const file of files) {
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    const content = await response.body()
    if (content.length < 1024) continue
    expect(response.headers()['content-encoding'], file).toBe('br')
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable')
    // With the security headers of every answer.
    expect(response.headers()['x-content-type-options'], file).toBe('nosniff')
  }
  const gzipOnly = await request.get(files[0] ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip')
})

test('a page paints before its framework scripts: they are requested after its load event, and it still hydrates', async ({
  page,
}) => {
  for (const path of ['/', '/novosti-i-dogadanja', '/en/departments/animal-health']) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
    expect(html, path).not.toMatch(/<link rel="preload" as="script"/)
    await page.goto(path)
    await untilHydrated(page)
    const timing = await page.evaluate(() => ({
      loadEnd: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length, path).toBeGreaterThan(3)
    for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.loadEnd)
  }
  // Hydrated: the header's menu opens (the inline starter is allowed by the page's hash-based policy).
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Otvori izbornik' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a button clicked before the page has hydrated is clicked again once it has: the menu tapped early opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const releaseScripts = await holdFrameworkScripts(page)
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Otvori izbornik' })
  await menuButton.click()
  expect(await receivedFrameworkScripts(page)).toBe(0)
  releaseScripts()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(menuButton).toBeFocused()
})

/** The count of script errors the test adds to the page. */
type ScriptErrors = { scriptErrors: number }

test('framework scripts that failed to load are asked for again when the browser is back online: the page hydrates', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // The script errors the page has seen: counted in the capture phase, so before the page's own handler in the
  // same event. The browser is back online only once the page knows of every failure, as when the connection
  // drops for good; a failure it learns of later waits for the next click (server/hydrateAfterLoad.mjs).
  await page.addInitScript(() => {
    const counted = window as unknown as ScriptErrors
    counted.scriptErrors = 0
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement) counted.scriptErrors += 1
      },
      true,
    )
  })
  // The connection drops as the scripts start.
  let dropping = true
  let failed = 0
  await page.route(frameworkScriptFiles, async (route) => {
    if (dropping) {
      failed += 1
      return route.abort('internetdisconnected')
    }
    await route.continue()
  })
  await page.goto('/')
  await expect.poll(() => failed).toBeGreaterThan(3)
  dropping = false
  await expect.poll(() => page.evaluate(() => (window as unknown as ScriptErrors).scriptErrors)).toBe(failed)
  await context.setOffline(true)
  await context.setOffline(false)
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Otvori izbornik' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the report form started before the page has hydrated goes on to its first step with the medicine chosen', async ({
  page,
}) => {
  const releaseScripts = await holdFrameworkScripts(page)
  await page.goto('/prijavljivanje-nuspojava')
  await page.getByRole('radio', { name: reportTexts.hr.kinds.veterinary }).check()
  await page.getByRole('button', { name: reportTexts.hr.start }).click()
  expect(await receivedFrameworkScripts(page)).toBe(0)
  releaseScripts()
  await expect(stepHeading(page, 'hr', 1)).toBeVisible()
  // The form was not sent to the server (the page would have loaded again, the choice lost).
  await expect(page).toHaveURL(/\/prijavljivanje-nuspojava$/)
  // The veterinary form has four steps, the human one three.
  await expect(page.getByRole('heading', { name: /^Korak 1 od 4/ })).toBeVisible()
})
