import { test } from '@playwright/test'
import {
  expectAboutAgreesWithItsList,
  expectCallsToActionChooseADepartment,
  expectCareersSaysItOnce,
  expectFailedSendKeepsAnswers,
  expectFinishedCompanyPages,
  expectLegacyAddressAnswers,
  expectReadableErrorSummary,
} from './support/acceptanceDetails'
import { e2eEnv } from './support/env.mjs'

const market = 'cro'

test.describe('what a client checks first on the Croatian market', () => {
  test('the About and company pages show no placeholder and name the country in the page’s language', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await expectFinishedCompanyPages(page, market)
  })

  test('the About page counts no sites it does not list', async ({ page }) => {
    await expectAboutAgreesWithItsList(page, market)
  })

  test('the careers page says once how to apply, and not otherwise than its form', async ({ page }) => {
    await expectCareersSaysItOnce(page, market)
  })

  test('the error summary names a field and its problem without running two sentences together', async ({ page }) => {
    await expectReadableErrorSummary(page, market)
  })

  test('a send the server did not accept keeps what the visitor typed', async ({ page }) => {
    test.setTimeout(180_000)
    await expectFailedSendKeepsAnswers(page, market)
  })

  test('the animal-health call to action opens the form with a department chosen', async ({ page, request }) => {
    await expectCallsToActionChooseADepartment(page, request, e2eEnv.SITE_URL, market)
  })

  test('the legacy English brand address redirects only where its page is offered, and answers 404 itself elsewhere', async ({
    request,
  }) => {
    await expectLegacyAddressAnswers(request, market)
  })
})
