import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { searchHref } from '@/i18n/paths'
import { type MarketId, marketRules } from '@/markets'
import { sitemapAddresses } from './sitemap'

/** The widths the acceptance checks: phones, a tablet, small and common laptops, a full-HD screen. */
export const checkedWidths = [320, 375, 768, 1024, 1100, 1280, 1440, 1920]

/** From `lg` up the full header shows; the logo keeps its designed size there. */
const desktopFrom = 1024
const smallestDesktopLogo = 150

/**
 * One address of each kind the market's sitemap lists, in each language: the home page, each fixed screen, and
 * one page per section of the tree and depth in it (a section, a page in it, a brand, a brand's product; a news
 * item; a job posting), plus the search results and a 404 page. Pages of one kind share their template.
 */
export async function pageTypes(request: APIRequestContext, siteUrl: string, market: MarketId): Promise<string[]> {
  const byKind = new Map<string, string>()
  for (const address of await sitemapAddresses(request, siteUrl)) {
    const path = new URL(address).pathname
    const [first, ...rest] = path.split('/').filter(Boolean)
    const [language, segments] = first === 'en' ? ['en', rest] : ['', first === undefined ? [] : [first, ...rest]]
    const kind = `${language}/${segments[0] ?? ''}/${segments.length}`
    if (!byKind.has(kind)) byKind.set(kind, path)
  }
  const searches = marketRules[market].locales.map((locale) => `${searchHref(locale)}?q=a`)
  return [...byKind.values(), ...searches, '/no-such-page', '/en/no-such-page']
}

type HeaderLayout = {
  viewport: number
  scrollWidth: number
  logo: { width: number; height: number; naturalRatio: number } | null
  /** Every visible control of the header row: its name, left and right edge, vertical centre. */
  controls: { name: string; left: number; right: number; middle: number }[]
}

function measure(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const banner = document.querySelector('header')
    const logo = banner?.querySelector<HTMLImageElement>('a img')
    const row = banner?.firstElementChild
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const controls = [...(row?.querySelectorAll('a, button, input') ?? [])].filter(visible).map((element) => {
      const box = element.getBoundingClientRect()
      const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName
      return { name, left: box.left, right: box.right, middle: box.top + box.height / 2 }
    })
    return {
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      logo: logo
        ? {
            width: logo.getBoundingClientRect().width,
            height: logo.getBoundingClientRect().height,
            naturalRatio: logo.naturalWidth / logo.naturalHeight,
          }
        : null,
      controls,
    }
  })
}

/** At one width: no sideways scroll, the logo unsqueezed (and full size on a desktop), every header control on screen and, on a desktop, in one line. */
function expectHeaderFits(layout: HeaderLayout, where: string) {
  expect(layout.scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(layout.viewport)
  expect(layout.logo, `${where}: logo`).not.toBeNull()
  if (!layout.logo) return
  expect(layout.logo.width / layout.logo.height, `${where}: logo proportions`).toBeCloseTo(layout.logo.naturalRatio, 1)
  if (layout.viewport >= desktopFrom) {
    expect(layout.logo.width, `${where}: logo width`).toBeGreaterThanOrEqual(smallestDesktopLogo)
  }
  for (const control of layout.controls) {
    expect(control.left, `${where}: ${control.name} off the left edge`).toBeGreaterThanOrEqual(0)
    expect(control.right, `${where}: ${control.name} off the right edge`).toBeLessThanOrEqual(layout.viewport)
  }
  const tools = layout.controls.slice(1)
  if (layout.viewport >= desktopFrom) expect(tools.length, `${where}: header tools`).toBeGreaterThanOrEqual(4)
  for (const control of tools) {
    expect(
      Math.abs(control.middle - (tools[0]?.middle ?? 0)),
      `${where}: ${control.name} out of line`,
    ).toBeLessThanOrEqual(2)
  }
}

/** Every kind of page of the market, in both its languages, at every checked width. */
export async function expectHeaderFitsEveryWidth(
  page: Page,
  request: APIRequestContext,
  siteUrl: string,
  market: MarketId,
) {
  for (const path of await pageTypes(request, siteUrl, market)) {
    await page.setViewportSize({ width: checkedWidths.at(-1) ?? 1920, height: 900 })
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    for (const width of checkedWidths) {
      await page.setViewportSize({ width, height: 900 })
      expectHeaderFits(await measure(page), `${path} at ${width} px`)
    }
  }
}
