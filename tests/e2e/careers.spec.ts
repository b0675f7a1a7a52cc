import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { expect, type Page, test } from '@playwright/test'
import { cvFiles } from '../fixtures/cvFiles'
import { expectNoAxeViolations } from './support/axe'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

const pharmacovigilance = {
  title: 'Stručni suradnik za farmakovigilanciju (m/ž)',
  slug: 'strucni-suradnik-za-farmakovigilanciju',
}
const warehouse = { title: 'Skladištar u distribucijskom centru (m/ž)', slug: 'skladistar-u-distribucijskom-centru' }

/** Opens the application form below a posting or the list; a click before hydration does nothing yet. */
async function openApplication(page: Page) {
  const name = page.getByLabel('Ime i prezime')
  await expect(async () => {
    if (!(await name.isVisible()))
      await page.getByRole('button', { name: 'Ispunite prijavu' }).click({ timeout: 2_000 })
    await expect(name).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
  await expect(name).toBeFocused()
}

test.describe('careers', () => {
  test('lists the open postings and filters them by location and department', async ({ page }) => {
    await page.goto('/karijere')
    const list = page.getByRole('region', { name: 'Otvorena radna mjesta' })
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([pharmacovigilance.title, warehouse.title])
    const filters = page.getByRole('form', { name: 'Filtriraj oglase' })
    await filters.getByLabel('Lokacija').selectOption({ label: 'Vukovar' })
    await filters.getByRole('button', { name: 'Prikaži' }).click()
    await expect(page).toHaveURL(/\?location=\d+&department=$/)
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([warehouse.title])
    await filters.getByLabel('Lokacija').selectOption({ label: 'Sve lokacije' })
    await filters.getByLabel('Odjel').selectOption({ label: 'Farmakovigilancija' })
    await filters.getByRole('button', { name: 'Prikaži' }).click()
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([pharmacovigilance.title])
    await list.getByRole('link', { name: pharmacovigilance.title }).click()
    await expect(page).toHaveURL(`/karijere/${pharmacovigilance.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pharmacovigilance.title)
  })

  test('a posting carries JobPosting data in which a structured-data validator finds no error', async ({ request }) => {
    const html = await (await request.get(`/karijere/${warehouse.slug}`)).text()
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
    expect(Object.keys(extracted.jsonld)).toContain('JobPosting')
    const issues = await new Validator().validate(extracted)
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([])
    // What stays unsaid: a salary (none is kept) and remote work (none is offered).
    expect(issues.flatMap((issue) => issue.fieldNames).sort()).toEqual([
      'applicantLocationRequirements',
      'baseSalary',
      'jobLocationType',
    ])
  })

  test('apply for a posting with a CV: the file is checked by its content, and the CV is kept from anonymous requests', async ({
    page,
    request,
  }) => {
    const email = `kandidat-${Date.now()}@example.com`
    await page.goto(`/karijere/${warehouse.slug}`)
    await openApplication(page)
    await page.getByLabel('Ime i prezime').fill('Ivana Kandidatkinja')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Poruka').fill('Radila sam pet godina u skladištu lijekova.')
    await page.getByLabel('Pročitao/la sam i prihvaćam pravila privatnosti.').check()
    const cv = page.getByLabel('Životopis (CV)')
    await cv.setInputFiles({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: cvFiles.text() })
    await page.getByRole('button', { name: 'Pošalji prijavu' }).click()
    const wrongType = 'Ova datoteka nije PDF, DOCX ni ODT dokument. Priložite životopis u jednom od tih oblika.'
    await expect(page.getByText(wrongType).last()).toBeVisible()
    await expect(cv).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    const large = Buffer.concat([cvFiles.pdf(), Buffer.alloc(5 * 1024 * 1024)])
    await cv.setInputFiles({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: large })
    await expect(page.getByText('Datoteka je prevelika: životopis smije imati najviše 5 MB.').last()).toBeVisible()
    await cv.setInputFiles({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: cvFiles.pdf() })
    await page.getByRole('button', { name: 'Pošalji prijavu' }).click()
    const thanks = page.getByRole('status').filter({ hasText: 'Hvala na prijavi!' })
    await expect(thanks).toBeVisible({ timeout: 30_000 })
    await expect(thanks).toBeFocused()

    const admin = await staffHeaders(request)
    const stored = await request.get(`/api/job-applications?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: admin,
    })
    const [application] = ((await stored.json()) as { docs: { postingTitle: string; cv: { url: string } }[] }).docs
    expect(application?.postingTitle).toBe(warehouse.title)
    const cvAddress = new URL(application?.cv.url ?? '', 'http://localhost').pathname
    expect(cvAddress).toMatch(/^\/api\/job-application-files\/file\/ivana-kandidatkinja-cv-[0-9a-f]{8}\.pdf$/)
    for (const address of [cvAddress, '/api/job-applications', '/api/job-application-files']) {
      expect([403, 404]).toContain((await request.get(address, { headers: { Connection: 'close' } })).status())
    }
    const hr = await createStaffAccount(request, `hr-${Date.now()}@demomedika.example`, ['hr'])
    const served = await request.get(cvAddress, { headers: await staffHeaders(request, hr) })
    expect(served.status()).toBe(200)
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('the careers screen takes an open application, and passes axe with its errors shown', async ({ page }) => {
    await page.goto('/karijere')
    await expectNoAxeViolations(page)
    await openApplication(page)
    await page.getByRole('button', { name: 'Pošalji prijavu' }).click()
    const summary = page.getByRole('region', { name: 'Ispravite sljedeća polja:' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: 'Životopis (CV): Priložite životopis.' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Ime i prezime').fill('Marko Otvoreni')
    await page.getByLabel('E-mail').fill('marko@example.com')
    await page.getByLabel('Telefon (nije obavezno)').fill('+385 91 111 2222')
    await page.getByLabel('Poruka').fill('Zanima me rad u prodaji.')
    await page.getByLabel('Pročitao/la sam i prihvaćam pravila privatnosti.').check()
    await page.getByLabel('Životopis (CV)').setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: cvFiles.docx(),
    })
    await page.getByRole('button', { name: 'Pošalji prijavu' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Hvala na prijavi!' })).toBeVisible({ timeout: 30_000 })
  })
})
