import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { type MarketId, marketRules } from '@/markets'
import { companyInformation } from '../../../src/seed/content/company'
import { bosnian } from '../../../src/seed/content/translations/bs'
import { slovenian } from '../../../src/seed/content/translations/sl'
import { openContactOverlay } from './contact'
import { test } from './documentReader'
import { messages } from './messages'
import { readServedDocument } from './servedDocument'
import { sitemapAddresses } from './sitemap'

/** Text a visitor must never read: the marks of unfinished demo content. */
const placeholders = /\((primjer|primer|example)\)|Ime Prezime|Ime Priimek|0000000|HR00 |SI56 0000|BA39 0000/

/** The page at `path` as the server sends it: its main content's text, and the terms and headings in it. */
function servedMain(page: Page, request: APIRequestContext, path: string) {
  return readServedDocument(page, request, path, (document) => {
    const main = document.querySelector('main')
    const texts = (selector: string) => [...(main?.querySelectorAll(selector) ?? [])].map((e) => e.textContent ?? '')
    return {
      text: (main?.textContent ?? '').replace(/\s+/g, ' '),
      terms: texts('dt'),
      headings: texts('h1, h2, h3, h4, h5, h6').map((heading) => heading.trim()),
    }
  })
}

/** The About and company-information pages in each language: no placeholder; the country named in the page's language. */
async function expectFinishedCompanyPages(page: Page, request: APIRequestContext, market: MarketId) {
  const rules = marketRules[market]
  const company = companyInformation.find((entry) => entry.market === market)
  for (const locale of rules.locales) {
    const about = await servedMain(page, request, screenHref('about', locale))
    expect(about.text, `about ${locale}`).not.toMatch(placeholders)
    const details = await servedMain(page, request, screenHref('companyInformation', locale))
    expect(details.text, `companyInformation ${locale}`).not.toMatch(placeholders)
    expect(details.text).toContain(`${company?.seat}, ${rules.countryName[locale]}`)
    if (locale === 'en') expect(details.text).not.toContain(rules.countryName[rules.defaultLocale])
    // The registration number is named as the market's law names it: JIB is Bosnia's word, not Slovenia's.
    if (company?.registrationNumber) {
      const label = messages[locale].CompanyInformation.registrationNumber[market]
      expect(details.terms.filter((term) => term.includes(label))).toHaveLength(1)
      if (market !== 'bih') expect(details.terms.filter((term) => term.includes('JIB'))).toHaveLength(0)
    }
  }
}

/** The About page counts no sites it does not list: it speaks of three countries, and lists the market's own sites. */
async function expectAboutAgreesWithItsList(page: Page, request: APIRequestContext, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    const about = await servedMain(page, request, screenHref('about', locale))
    expect(about.text, locale).not.toMatch(/six locations|šest lokacij/i)
  }
}

/** The careers page says once how to apply and how long an application is kept: as the form does. */
async function expectCareersSaysItOnce(page: Page, request: APIRequestContext, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    const careers = await servedMain(page, request, screenHref('careers', locale))
    const heading = messages[locale].Careers.application.headingOpen
    expect(
      careers.headings.filter((text) => text === heading),
      locale,
    ).toHaveLength(1)
    expect(careers.text, locale).not.toMatch(/one year|godinu dana|eno leto|jednu godinu/i)
  }
}

/** The contact overlay, opened from the header of the home page in a locale. */
async function contactForm(page: Page, locale: Locale): Promise<Locator> {
  await page.goto(screenHref('home', locale))
  const opener = page.getByRole('banner').getByRole('button', { name: messages[locale].Header.contact })
  return openContactOverlay(page, opener, locale)
}

/** Chooses the first department unless the form has one chosen already. */
async function chooseADepartment(dialog: Locator, locale: Locale) {
  const select = dialog.getByRole('combobox', { name: messages[locale].Contact.department })
  if (!(await select.inputValue())) await select.selectOption({ index: 1 })
}

/** The error summary names each field and its problem as two parts, never "…policy.: To send…". */
async function expectReadableErrorSummary(page: Page, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    const texts = messages[locale].Contact
    const dialog = await contactForm(page, locale)
    await chooseADepartment(dialog, locale)
    await dialog.getByRole('button', { name: texts.send, exact: true }).click()
    const summary = dialog.getByRole('region', { name: texts.errorSummary })
    await expect(summary.getByRole('link')).toHaveCount(4)
    expect(await summary.textContent()).not.toMatch(/[.!?]:/)
  }
}

/**
 * A send the server never accepted (no connection, a 5xx) keeps every answer; the visitor can send again. Each
 * failure once, in one of the market's two languages each.
 */
async function expectFailedSendKeepsAnswers(page: Page, market: MarketId) {
  const [first, second] = marketRules[market].locales
  for (const [failure, locale] of [
    ['network', first],
    ['server', second ?? first],
  ] as const) {
    await page.unrouteAll()
    await page.route('**/api/contact?*', (route) =>
      failure === 'network' ? route.abort('connectionrefused') : route.fulfill({ status: 503, body: 'unavailable' }),
    )
    const texts = messages[locale].Contact
    const dialog = await contactForm(page, locale)
    await chooseADepartment(dialog, locale)
    const answers = { name: 'Ana Marić', email: 'ana.maric@example.com', message: `Upit ${failure} ${locale}` }
    await dialog.getByLabel(texts.name).fill(answers.name)
    await dialog.getByLabel(texts.email).fill(answers.email)
    await dialog.getByLabel(texts.message).fill(answers.message)
    await dialog.getByRole('checkbox', { name: texts.privacyAccept }).check()
    await dialog.getByRole('button', { name: texts.send, exact: true }).click()
    await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 20_000 })
    await expect(dialog.getByLabel(texts.name)).toHaveValue(answers.name)
    await expect(dialog.getByLabel(texts.email)).toHaveValue(answers.email)
    await expect(dialog.getByLabel(texts.message)).toHaveValue(answers.message)
  }
  await page.unrouteAll()
}

/** Every call to action that opens the contact form has a department chosen when the market has it (bih: its only one). */
async function expectCallsToActionChooseADepartment(
  page: Page,
  request: APIRequestContext,
  siteUrl: string,
  market: MarketId,
) {
  const locale = marketRules[market].defaultLocale
  const veterinary = (await sitemapAddresses(request, siteUrl)).find((url) => /\/(sluzbe|oddelki)\/veterina$/.test(url))
  expect(veterinary).toBeDefined()
  await page.goto(veterinary ?? '/')
  const label = { hr: 'Pišite veterini', sl: slovenian['Pišite veterini'], bs: bosnian['Pišite veterini'] }[
    locale as 'hr'
  ]
  const opener = page.getByRole('main').getByRole('button', { name: label, exact: true })
  const dialog = await openContactOverlay(page, opener, locale)
  const select = dialog.getByRole('combobox', { name: messages[locale].Contact.department })
  await expect(select).not.toHaveValue('')
}

/** The legacy English brand address: a redirect where its page is offered (cro), a 404 of its own elsewhere. */
async function expectLegacyAddressAnswers(request: APIRequestContext, market: MarketId) {
  const response = await request.get('/en/sluzbe/marketing-zastupstva/galderma/daylong', { maxRedirects: 0 })
  if (market === 'cro') {
    expect(response.status()).toBe(301)
    expect(response.headers().location).toMatch(/\/en\/departments\/marketing\/galderma\/daylong$/)
  } else expect(response.status()).toBe(404)
}

/** The acceptance checks of a market, run by its spec file against its server (one file per Playwright project). */
export function describeAcceptanceDetails(market: MarketId, siteUrl: string, marketName: string): void {
  test.describe(`what a client checks first on the ${marketName} market`, () => {
    test('the About and company pages show no placeholder and name the country in the page’s language', async ({
      reader,
      request,
    }) => {
      test.setTimeout(120_000)
      await expectFinishedCompanyPages(reader, request, market)
    })

    test('the About page counts no sites it does not list', async ({ reader, request }) => {
      await expectAboutAgreesWithItsList(reader, request, market)
    })

    test('the careers page says once how to apply, and not otherwise than its form', async ({ reader, request }) => {
      await expectCareersSaysItOnce(reader, request, market)
    })

    test('the error summary names a field and its problem without running two sentences together', async ({ page }) => {
      await expectReadableErrorSummary(page, market)
    })

    test('a send the server did not accept keeps what the visitor typed', async ({ page }) => {
      test.setTimeout(180_000)
      await expectFailedSendKeepsAnswers(page, market)
    })

    test('the animal-health call to action opens the form with a department chosen', async ({ page, request }) => {
      await expectCallsToActionChooseADepartment(page, request, siteUrl, market)
    })

    test('the legacy English brand address redirects only where its page is offered, and answers 404 itself elsewhere', async ({
      request,
    }) => {
      await expectLegacyAddressAnswers(request, market)
    })
  })
}
