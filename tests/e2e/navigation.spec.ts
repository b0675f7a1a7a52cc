import { expect, type Page, test } from '@playwright/test'
import { chunkReloadStorageKey } from '../../src/components/site/chunkReload'
import { untilHydrated } from './support/hydration'

type BarChange = { state: string; progress: number; at: number }

/** Records every change of the loading bar, in ms since the next click, for timing checks. */
async function recordLoadingBar(page: Page) {
  await page.evaluate(() => {
    const changes: BarChange[] = []
    let clickedAt = 0
    Object.assign(window, { barChanges: changes })
    // Capturing on window runs before the router's own click handler starts the navigation.
    window.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true })
    const heading = () => document.querySelector('h1')?.textContent
    const firstHeading = heading()
    const record = () => {
      if (heading() !== firstHeading && !changes.some((change) => change.state === 'page shown')) {
        changes.push({ state: 'page shown', progress: 0, at: Math.round(performance.now() - clickedAt) })
      }
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]')
      const state = bar?.dataset.status ?? 'hidden'
      const progress = Number(bar?.getAttribute('aria-valuenow') ?? 0)
      const last = changes[changes.length - 1]
      if (last?.state !== state || last.progress !== progress) {
        changes.push({ state, progress, at: Math.round(performance.now() - clickedAt) })
      }
    }
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { barChanges: BarChange[] }).barChanges)
}

/**
 * Holds every page request of the client router (navigations and prefetches) until the test releases them: a
 * navigation as slow as the test needs, ended by the test rather than by a clock.
 */
async function holdPageData(page: Page) {
  const { promise: released, resolve: release } = Promise.withResolvers<void>()
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Glavna navigacija' })

test.describe('loading bar', () => {
  test('a navigation slower than 200 ms shows the bar after 200 ms, growing; it completes when the page is shown and hides 500 ms later', async ({
    page,
  }) => {
    // Before the page settles: its links start prefetching then, and a finished prefetch would make the navigation instant.
    const releasePageData = await holdPageData(page)
    await page.goto('/')
    await untilHydrated(page)
    const barChanges = await recordLoadingBar(page)

    await mainNavigation(page).getByRole('link', { name: 'O nama' }).click()
    const bar = page.getByRole('progressbar', { name: 'Učitavanje stranice' })
    await expect(bar).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Stranica se učitava…' })).toBeAttached()
    // The page data arrives once the bar has grown past 10 %.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10)
    releasePageData()
    await expect(page).toHaveURL(/\/o-nama$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nama')
    await expect(bar).toBeHidden()

    // Timers never fire early, so the lower bounds are exact; a busy machine only delays what follows.
    const changes = await barChanges()
    const at = (state: string) => changes.find((change) => change.state === state)
    const loading = changes.filter((change) => change.state === 'loading')
    const first = loading[0]
    const last = loading[loading.length - 1]
    expect(first?.at, 'the bar waits out the 200 ms throttle').toBeGreaterThanOrEqual(200)
    expect(first?.progress).toBe(0)
    // Linear growth to 100 % in 5 s, that is 2 % per 100 ms, while the page data is held.
    expect(last?.progress).toBeGreaterThan(10)
    expect(last?.progress).toBeLessThanOrEqual(((last?.at ?? 0) - (first?.at ?? 0)) / 50 + 2)
    expect(at('done')?.progress, 'completes when the page is shown').toBe(100)
    expect(at('done')?.at).toBeGreaterThanOrEqual(at('page shown')?.at ?? 0)
    const hiddenAfterPageShown =
      (changes.findLast((change) => change.state === 'hidden')?.at ?? 0) - (at('page shown')?.at ?? 0)
    expect(hiddenAfterPageShown, 'hides 500 ms after finishing').toBeGreaterThanOrEqual(499)
  })

  test('respects prefers-reduced-motion: the bar does not animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const releasePageData = await holdPageData(page)
    await page.goto('/')
    await untilHydrated(page)
    await mainNavigation(page).getByRole('link', { name: 'Karijere' }).click()
    const bar = page.getByRole('progressbar')
    await expect(bar).toBeVisible()
    const style = await bar.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { transform: computed.transform, transition: computed.transitionProperty }
    })
    expect(style).toEqual({ transform: 'none', transition: 'none' })
    releasePageData()
    await expect(page).toHaveURL(/\/karijere$/)
  })

  test('a navigation that fails (the browser is offline) shows the failure state and keeps the page', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await untilHydrated(page)
    const barChanges = await recordLoadingBar(page)
    await context.setOffline(true)
    await mainNavigation(page).getByRole('link', { name: 'Karijere' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Stranicu nije bilo moguće učitati.' })).toBeAttached()
    await expect(page.getByRole('progressbar')).toBeHidden()
    expect((await barChanges()).map((change) => change.state)).toContain('failed')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poslovni partner prvog izbora')
  })
})

test.describe('online and offline status', () => {
  test('going offline shows a small localized notice, and coming back says so', async ({ page, context }) => {
    await page.goto('/en')
    await untilHydrated(page)
    const notice = page.getByRole('status').filter({ hasText: /offline|back online/ })
    await expect(notice).toHaveCount(0)
    await context.setOffline(true)
    await expect(notice).toHaveText(
      'You are offline. New pages and sending forms will be available again when the connection returns.',
    )
    await context.setOffline(false)
    await expect(notice).toHaveText('You are back online.')
    await expect(notice).toHaveCount(0, { timeout: 8000 })
  })
})

test.describe('chunk load failure', () => {
  test('a code chunk that fails to load reloads the page once; a second failure within 60 s shows the error page', async ({
    page,
  }) => {
    await page.goto('/en')
    await untilHydrated(page)
    const loadedAtStart = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/_next/static/chunks/')),
      ),
    )
    // From now on every chunk loaded on demand fails, as after a deployment removed the old ones.
    await page.route('**/_next/static/chunks/**', (route) =>
      loadedAtStart.has(route.request().url()) ? route.continue() : route.abort('failed'),
    )
    let pageLoads = 0
    page.on('load', () => {
      pageLoads += 1
    })

    const openCookieSettings = async () => {
      await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
      await page
        .getByRole('region', { name: 'Cookies on this website' })
        .getByRole('button', { name: 'Customise' })
        .click()
    }

    await Promise.all([page.waitForEvent('load'), openCookieSettings()])
    expect(pageLoads).toBe(1)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadStorageKey)).not.toBeNull()

    await openCookieSettings()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred')
    await expect(page.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/en')
    // A reload would request the document again: once the network is quiet, none was started.
    await page.waitForLoadState('networkidle')
    expect(pageLoads, 'no second reload within 60 s').toBe(1)
  })
})

test.describe('link prefetching', () => {
  const prefetchRequests = (page: Page) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) requests.push(request.url())
    })
    return requests
  }

  test('links prefetch their pages by default, once the page has loaded', async ({ page }) => {
    // Both from the page's own clock: its load event, and when each prefetch (an `_rsc` fetch) started; a
    // fetch is in the page's timeline once it has finished.
    const timeline = () =>
      page.evaluate(() => ({
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        prefetchStarts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'fetch' && entry.name.includes('_rsc='))
          .map((entry) => entry.startTime),
      }))
    await page.goto('/')
    await expect.poll(async () => (await timeline()).prefetchStarts.length).toBeGreaterThan(0)
    const { loaded, prefetchStarts } = await timeline()
    expect(loaded).toBeGreaterThan(0)
    for (const start of prefetchStarts) expect(start).toBeGreaterThanOrEqual(loaded)
  })

  test('no prefetching when the visitor saves data, and links still navigate', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    const requests = prefetchRequests(page)
    await page.goto('/')
    // Settled is when links start prefetching; once the network is quiet after it, none has.
    await untilHydrated(page)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await mainNavigation(page).getByRole('link', { name: 'Karijere' }).click()
    await expect(page).toHaveURL(/\/karijere$/)
  })

  test('no prefetching on a 2g connection', async ({ page }) => {
    test.setTimeout(60_000)
    // The browser reports a 2g connection through the getter the site reads: DevTools' network emulation sets it in
    // some Chromium releases only (150 left `effectiveType` at "4g", 156 sets it).
    await page.addInitScript(() => {
      const { prototype } = (globalThis as unknown as { NetworkInformation: { prototype: object } }).NetworkInformation
      Object.defineProperty(prototype, 'effectiveType', { get: () => '2g' })
    })
    const requests = prefetchRequests(page)
    await page.goto('/')
    expect(
      await page.evaluate(
        () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
      ),
    ).toBe('2g')
    // Settled is when links start prefetching; once the network is quiet after it, none has.
    await untilHydrated(page)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
  })
})
