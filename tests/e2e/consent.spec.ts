import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { consentCookieName } from '../../src/lib/consent/consentCookie'
import { consentAnswered, firstVisit } from './support/consent'
import { e2eEnv } from './support/env.mjs'
import {
  frameworkScriptFiles,
  holdFrameworkScripts,
  receivedFrameworkScripts,
  untilHydrated,
} from './support/hydration'

test.use({ storageState: firstVisit })

/** The cookies the cookie policy lists as essential; before consent nothing else may be set. */
const essentialCookies = ['NEXT_LOCALE', consentCookieName, 'payload-token']

const banner = (page: Page) => page.getByRole('region', { name: 'Kolačići na ovim stranicama' })

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === consentCookieName)
}

/** The choice stored, asked until it is there: the page writes it at once, the browser's cookie store a moment later. */
async function expectStoredChoice(context: BrowserContext, value: string) {
  await expect.poll(async () => decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe(value)
}

test('before any choice the banner shows, and no non-essential cookie is set and no third-party request is made', async ({
  page,
  context,
}) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(e2eEnv.SITE_URL) && !request.url().startsWith('data:')) {
      foreignRequests.push(request.url())
    }
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.goto('/o-nama')
  await expect(banner(page)).toBeVisible()
  for (const cookie of await context.cookies()) expect(essentialCookies).toContain(cookie.name)
  expect(await consentCookie(context)).toBeUndefined()
  expect(foreignRequests).toEqual([])
})

test('the banner shows with the page, before its scripts have run; not with a stored choice, nor without JavaScript', async ({
  browser,
}) => {
  const withoutFrameworkScripts = async (options: Parameters<typeof browser.newContext>[0]) => {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    await page.route(frameworkScriptFiles, (route) => route.abort())
    await page.goto('/o-nama/podaci-o-tvrtki')
    return { context, page }
  }
  const first = await withoutFrameworkScripts({ storageState: firstVisit })
  await expect(banner(first.page)).toBeVisible()
  await expect(banner(first.page).getByRole('button', { name: 'Odbij sve' })).toBeVisible()
  const answered = await withoutFrameworkScripts({ storageState: consentAnswered })
  await expect(answered.page.locator('[data-cookie-consent]')).toBeHidden()
  const noScript = await withoutFrameworkScripts({ storageState: firstVisit, javaScriptEnabled: false })
  await expect(noScript.page.locator('[data-cookie-consent]')).toBeHidden()
  for (const { context } of [first, answered, noScript]) await context.close()
})

test('a choice made before the page has hydrated is stored once it has', async ({ page, context }) => {
  const releaseScripts = await holdFrameworkScripts(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Odbij sve' }).click()
  expect(await receivedFrameworkScripts(page)).toBe(0)
  releaseScripts()
  await expect(banner(page)).toBeHidden()
  await expectStoredChoice(context, 'analytics=0')
  await expect(page.locator('main')).toBeFocused()
})

test('Accept and Reject are equally prominent in the first layer', async ({ page }) => {
  await page.goto('/')
  const accept = banner(page).getByRole('button', { name: 'Prihvati sve' })
  const reject = banner(page).getByRole('button', { name: 'Odbij sve' })
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        width: Math.round(box.width),
        height: Math.round(box.height),
        background: style.backgroundColor,
        color: style.color,
        font: `${style.fontSize} ${style.fontWeight}`,
      }
    })
  expect(await look(accept)).toEqual(await look(reject))
})

test('Reject leaves only essential cookies, stores the choice for 12 months, and the banner stays away', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Odbij sve' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(page.locator('main')).toBeFocused()

  await expectStoredChoice(context, 'analytics=0')
  for (const cookie of await context.cookies()) expect(essentialCookies).toContain(cookie.name)
  const stored = await consentCookie(context)
  const twelveMonths = 365 * 24 * 60 * 60
  expect(Math.abs((stored?.expires ?? 0) - (Date.now() / 1000 + twelveMonths))).toBeLessThan(60)
  expect(stored?.sameSite).toBe('Lax')

  await page.reload()
  await page.goto('/en/about-us')
  await expect(page.getByRole('region', { name: 'Cookies on this website' })).toHaveCount(0)
})

test('the footer cookie settings reopen the choice at any time; withdrawing is as easy as giving', async ({
  page,
  context,
}) => {
  await page.goto('/')
  // A choice before hydration is another test's: here the settings reopen on a running page.
  await untilHydrated(page)
  await banner(page).getByRole('button', { name: 'Odbij sve' }).click()
  const footerSettings = page.locator('footer').getByRole('button', { name: 'Postavke kolačića' })

  await footerSettings.click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('heading', { name: 'Kolačići na ovim stranicama' })).toBeFocused()
  await banner(page).getByRole('button', { name: 'Prihvati sve' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(footerSettings).toBeFocused()
  await expectStoredChoice(context, 'analytics=1')

  await footerSettings.click()
  await banner(page).getByRole('button', { name: 'Odbij sve' }).click()
  await expectStoredChoice(context, 'analytics=0')
})

test('the settings layer works by keyboard: nothing optional preselected, Escape returns focus, saving stores the choice', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const customise = banner(page).getByRole('button', { name: 'Prilagodi' })
  await customise.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Postavke kolačića' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expect(dialog.getByText('NEXT_LOCALE')).toBeVisible()
  await expect(dialog.getByText('Uvijek uključeno')).toBeVisible()
  const analytics = dialog.getByRole('checkbox', { name: 'Dopusti Analitički kolačići' })
  await expect(analytics).not.toBeChecked()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(customise).toBeFocused()
  expect(await consentCookie(context)).toBeUndefined()

  await page.keyboard.press('Enter')
  await analytics.focus()
  await page.keyboard.press('Space')
  await expect(analytics).toBeChecked()
  await dialog.getByRole('button', { name: 'Spremi odabir' }).click()
  await expect(dialog).toBeHidden()
  await expect(banner(page)).toBeHidden()
  await expectStoredChoice(context, 'analytics=1')
})

test('the cookie policy lists every cookie the site sets with its name, purpose and lifetime', async ({ page }) => {
  for (const [path, lifetimes] of [
    ['/pravila-kolacica', { NEXT_LOCALE: '1 godina', [consentCookieName]: '1 godina', 'payload-token': '2 sata' }],
    ['/en/cookie-policy', { NEXT_LOCALE: '1 year', [consentCookieName]: '1 year', 'payload-token': '2 hours' }],
  ] as const) {
    await page.goto(path)
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(4)
    for (const [name, lifetime] of Object.entries(lifetimes)) {
      const row = table.getByRole('row', { name: new RegExp(name) })
      await expect(row.getByRole('cell').nth(1)).toHaveText(lifetime)
      await expect(row.getByRole('cell').first()).not.toBeEmpty()
    }
  }
  await page.getByRole('button', { name: 'Change cookie settings' }).click()
  await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeVisible()
})
