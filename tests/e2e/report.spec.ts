import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { answer, field, reportPath, reportTexts, startReport, stepHeading } from './support/report'
import { fillHumanReport, fillVeterinaryReport, next, reporterAnswers, send } from './support/reportWizard'
import { staffHeaders } from './support/staff'

const texts = reportTexts

for (const locale of ['hr', 'en'] as const) {
  for (const kind of ['human', 'veterinary'] as const) {
    test(`a full ${kind} report in ${locale} is sent, registered and stored; axe finds nothing on any step`, async ({
      page,
      request,
    }) => {
      // Four steps, axe on each and a proof of work in the browser: slow on a loaded machine.
      test.slow()
      await startReport(page, locale, kind)
      const email = `${kind}-${locale}@example.com`
      if (kind === 'human') await fillHumanReport(page, locale, email)
      else await fillVeterinaryReport(page, locale, email)
      const reference = await send(page, locale)
      expect(reference).not.toBe('')
      await expect(page.getByText(texts[locale].success.summaryQueued)).toBeVisible()
      await expectNoAxeViolations(page)
      const home = page.getByRole('main').getByRole('link', { name: texts[locale].success.home })
      await expect(home).toHaveAttribute('href', locale === 'hr' ? '/' : '/en')

      const headers = await staffHeaders(request)
      const found = await request.get(`/api/adverse-reaction-reports?where[reference][equals]=${reference}`, {
        headers,
      })
      const { docs } = (await found.json()) as { docs: { kind: string; locale: string; seriousness: string }[] }
      expect(docs).toEqual([
        expect.objectContaining({ kind, locale, seriousness: kind === 'human' ? 'serious' : 'nonSerious' }),
      ])
      // Sent: the draft is gone, a reload starts afresh.
      await page.reload()
      await expect(page.getByRole('button', { name: texts[locale].start })).toBeVisible()
    })
  }
}

test('a missing mandatory answer says "Unesite tražene podatke" beside the field, and the step does not advance', async ({
  page,
}) => {
  await page.goto(reportPath.hr)
  const start = page.getByRole('button', { name: texts.hr.start })
  await expect(async () => {
    await start.click({ timeout: 2_000 })
    await expect(page.getByRole('region', { name: texts.hr.errorSummary })).toBeFocused({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Unesite tražene podatke').first()).toBeVisible()
  await expectNoAxeViolations(page)

  // By keyboard: choose the form, start, and send the empty first step.
  await page.getByRole('radio', { name: texts.hr.kinds.veterinary }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: texts.hr.start }).focus()
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'hr', 1)).toBeFocused()
  await page.getByRole('button', { name: texts.hr.next }).focus()
  await page.keyboard.press('Enter')
  const summary = page.getByRole('region', { name: texts.hr.errorSummary })
  await expect(summary).toBeFocused()
  await expect(stepHeading(page, 'hr', 1)).toBeVisible()
  const name = field(page, texts.hr.fields.reporterName)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Unesite tražene podatke')
  await expect(page.getByRole('group', { name: texts.hr.fields.reporterType })).toHaveAccessibleDescription(
    'Unesite tražene podatke',
  )
  await expectNoAxeViolations(page)
  // The summary's link takes the keyboard to the field.
  await summary.getByRole('link', { name: new RegExp(texts.hr.fields.reporterName) }).click()
  await expect(name).toBeFocused()

  // Dates in the future and an end before its start are refused too.
  await answer(page, [
    { choose: texts.hr.fields.reporterType, option: texts.hr.options.owner },
    { text: texts.hr.fields.reporterName, value: 'Ivo' },
    { choose: texts.hr.fields.reportingFor, option: texts.hr.options.self },
  ])
  await next(page, 'hr', 2)
  await answer(page, [
    { choose: texts.hr.fields.subject, option: texts.hr.options.human },
    { text: texts.hr.fields.humanAge, value: '200' },
    { text: texts.hr.fields.effectDate, value: '2999-01-01' },
  ])
  await page.getByRole('button', { name: texts.hr.next }).click()
  await expect(field(page, texts.hr.fields.humanAge)).toHaveAccessibleDescription('Unesite broj od 0 do 120.')
  await expect(field(page, texts.hr.fields.effectDate)).toHaveAccessibleDescription('Datum ne može biti u budućnosti.')
  await expect(stepHeading(page, 'hr', 2)).toBeVisible()
})

test('Back and Next step keep every answer, and a reload keeps the draft', async ({ page }) => {
  const { fields, options } = texts.en
  await startReport(page, 'en', 'human')
  await answer(page, [
    ...reporterAnswers('en', 'keep@example.com'),
    { choose: fields.consultedProfessional, option: options.yes },
  ])
  await field(page, fields.professionalComments).fill('Stop the drug')
  await next(page, 'en', 2)
  await answer(page, [
    { text: fields.patientInitials, value: 'KD' },
    { choose: fields.patientGender, option: options.male },
  ])
  await page.getByRole('button', { name: texts.en.back }).click()
  await expect(stepHeading(page, 'en', 1)).toBeFocused()
  await expect(field(page, fields.reporterName)).toHaveValue('Ana Horvat')
  await expect(field(page, fields.professionalComments)).toHaveValue('Stop the drug')
  await expect(page.getByRole('radio', { name: options.yes }).first()).toBeChecked()
  await next(page, 'en', 2)
  await expect(field(page, fields.patientInitials)).toHaveValue('KD')

  await page.reload()
  await expect(stepHeading(page, 'en', 2)).toBeVisible()
  await expect(field(page, fields.patientInitials)).toHaveValue('KD')
  await expect(
    page.getByRole('group', { name: fields.patientGender }).getByRole('radio', { name: options.male }),
  ).toBeChecked()
  await page.getByRole('button', { name: texts.en.back }).click()
  await expect(field(page, fields.reporterEmail)).toHaveValue('keep@example.com')
})

test('with the server down, Send shows the failure screen, and Back returns to the form as it was', async ({
  page,
}) => {
  // Two sends, each with a proof of work in the browser: slow on a loaded machine.
  test.slow()
  await startReport(page, 'hr', 'human')
  await fillHumanReport(page, 'hr', 'down@example.com')
  await page.route('**/api/reports**', (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: texts.hr.send }).click()
  const heading = page.getByRole('heading', { name: 'Nažalost došlo je do pogreške.' })
  await expect(heading).toBeFocused({ timeout: 45_000 })
  await expect(page.getByText('Vratite se natrag i pokušajte ponovo')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: texts.hr.failure.back }).click()
  await expect(field(page, texts.hr.fields.reactionDescription)).toHaveValue('Osip po cijelom tijelu')
  await page.unroute('**/api/reports**')
  expect(await send(page, 'hr')).not.toBe('')
})

test('the report link shows in the navigation in Croatian, not in English; the page answers in both locales', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const link = page.getByRole('navigation', { name: /./ }).getByRole('link', { name: texts.hr.navLink })
  await expect(link.first()).toHaveAttribute('href', reportPath.hr)
  await page.goto('/en')
  await expect(page.getByRole('link', { name: texts.en.navLink })).toHaveCount(0)
  await expect(page.locator(`a[href="${reportPath.en}"]`)).toHaveCount(0)
  for (const path of [reportPath.hr, reportPath.en]) expect((await request.get(path)).status()).toBe(200)
})
