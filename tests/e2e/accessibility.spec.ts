import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { newsItems } from '../../src/seed/content/news'

const pageTypes: [string, string][] = [
  ['home', '/'],
  ['home in English', '/en'],
  ['screen with blocks', '/o-nama'],
  ['legal screen', '/en/privacy-policy'],
  ['service page', '/nase-usluge/registracije'],
  ['department page', '/en/departments/animal-health'],
  ['brand page', '/sluzbe/marketing-zastupstva/galderma'],
  ['news list', '/novosti-i-dogadanja'],
  ['news item', `/en/news-and-events/${newsItems[0]?.slug.en}`],
  ['news list filtered by category, page 1', '/en/news-and-events?category=logistics'],
  ['news list, page 2', '/novosti-i-dogadanja?page=2'],
  ['event', `/novosti-i-dogadanja/${newsItems.find(({ type }) => type === 'event')?.slug.hr}`],
  ['untranslated news item in English', `/en/news-and-events/${newsItems.find(({ slug }) => !slug.en)?.slug.hr}`],
  ['404 page', '/nema-je'],
]

async function expectNoViolations(builder: AxeBuilder) {
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

for (const [name, path] of pageTypes) {
  test(`axe finds nothing on the ${name}`, async ({ page }) => {
    await page.goto(path)
    await expectNoViolations(new AxeBuilder({ page }))
  })
}

test('axe finds nothing with a header dropdown open', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Usluge' }).click()
  await expectNoViolations(new AxeBuilder({ page }))
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('axe finds nothing with the mobile menu open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    await expectNoViolations(new AxeBuilder({ page }))
  })
})
