import { expect, type Page } from '@playwright/test'
import { reportLegalNotices } from '@/seed/content/reportLegalNotice'
import { expectNoAxeViolations } from './axe'
import { type Answer, answer, daysAgo, field, type ReportLocale, reportTexts, stepHeading } from './report'

const texts = reportTexts

/** The market a locale's report is tested on. */
const testedOn = { hr: 'cro', en: 'cro', sl: 'slo', bs: 'bih' } as const

/** The legal information (law and authority) that market's form cites in the locale: the demo site settings. */
export function legalNotice(locale: ReportLocale) {
  const notice = reportLegalNotices[testedOn[locale]][locale]
  if (!notice) throw new Error(`the demo content has no legal notice of ${testedOn[locale]} in ${locale}`)
  return notice
}

export function reporterAnswers(locale: ReportLocale, email: string): Answer[] {
  const { fields, options } = texts[locale]
  return [
    { text: fields.reporterName, value: 'Ana Horvat' },
    { text: fields.reporterEmail, value: email },
    { choose: fields.reportingFor, option: options.self },
  ]
}

/** The human form, step by step; each step is checked with axe before it is left. */
export async function fillHumanReport(page: Page, locale: ReportLocale, email: string) {
  const { fields, options } = texts[locale]
  await answer(page, [
    ...reporterAnswers(locale, email),
    { choose: fields.consultedProfessional, option: options.unknown },
  ])
  await expectNoAxeViolations(page)
  await next(page, locale, 2)
  await answer(page, [
    { text: fields.patientInitials, value: 'AH' },
    { text: fields.patientAge, value: '34' },
    { choose: fields.patientGender, option: options.female },
    { choose: fields.pregnant, option: options.no },
    { choose: fields.breastfeeding, option: options.unknown },
  ])
  const firstDrug = page.getByRole('group', { name: texts[locale].drugHeading.replace('{number}', '1'), exact: true })
  await answer(firstDrug, [
    { text: fields.drugName, value: 'Ibuprofen 400' },
    { text: fields.dailyDose, value: '1200' },
    { select: fields.doseUnit, option: options.mg },
    { text: fields.startDate, value: daysAgo(20) },
    { tick: fields.batchUnknown },
    { choose: fields.stopped, option: options.yes },
    { text: fields.stopDate, value: daysAgo(15) },
    { text: fields.condition, value: 'Glavobolja' },
  ])
  await page.getByRole('button', { name: texts[locale].addDrug }).click()
  const secondDrug = page.getByRole('group', { name: texts[locale].drugHeading.replace('{number}', '2'), exact: true })
  await expect(field(secondDrug, fields.drugName)).toBeFocused()
  await answer(secondDrug, [
    { text: fields.drugName, value: 'Paracetamol' },
    { text: fields.dailyDose, value: '1,5' },
    { select: fields.doseUnit, option: options.g },
    { text: fields.startDate, value: daysAgo(18) },
    { text: fields.batchNumber, value: 'PX-77' },
    { choose: fields.stopped, option: options.no },
    { text: fields.condition, value: 'Bol' },
  ])
  await expectNoAxeViolations(page)
  await next(page, locale, 3)
  await answer(page, [
    { text: fields.reactionDescription, value: 'Osip po cijelom tijelu' },
    { text: fields.reactionStart, value: daysAgo(16) },
    { choose: fields.doctorVisit, option: options.yes },
    { choose: fields.hospitalAdmission, option: options.yes },
    { select: fields.outcome, option: options.recovering },
    { choose: fields.permissionToContact, option: options.yes },
  ])
  await expect(page.getByText(legalNotice(locale).human)).toBeVisible()
  await expectNoAxeViolations(page)
}

export async function fillVeterinaryReport(page: Page, locale: ReportLocale, email: string) {
  const { fields, options } = texts[locale]
  await answer(page, [{ choose: fields.reporterType, option: options.owner }, ...reporterAnswers(locale, email)])
  await expectNoAxeViolations(page)
  await next(page, locale, 2)
  await answer(page, [
    { choose: fields.subject, option: options.animal },
    { text: fields.microchip, value: '191100000012345' },
    { text: fields.animalSpecies, value: 'Pas, labrador' },
    { choose: fields.animalSex, option: options.female },
    { text: fields.animalAge, value: '4' },
    { text: fields.animalWeight, value: '28,5' },
    { text: fields.effectDate, value: daysAgo(3) },
    { text: fields.effectDescription, value: 'Povraćanje i letargija' },
    { choose: fields.treatedWithMedicine, option: options.no },
  ])
  await expectNoAxeViolations(page)
  await next(page, locale, 3)
  await answer(page, [
    { text: fields.medicineName, value: 'Vetmedin 5 mg' },
    { text: fields.dailyDose, value: '2' },
    { select: fields.doseUnit, option: options.units },
    { text: fields.therapyStart, value: daysAgo(10) },
    { text: fields.batchNumber, value: 'VM-2026-01' },
    { choose: fields.permissionToContact, option: options.no },
  ])
  await expectNoAxeViolations(page)
  await next(page, locale, 4)
  await expect(page.getByText(legalNotice(locale).veterinary)).toBeVisible()
  await expectNoAxeViolations(page)
}

export async function next(page: Page, locale: ReportLocale, step: number) {
  await page.getByRole('button', { name: texts[locale].next }).click()
  await expect(stepHeading(page, locale, step)).toBeFocused()
}

export async function send(page: Page, locale: ReportLocale) {
  await page.getByRole('button', { name: texts[locale].send }).click()
  const heading = page.getByRole('heading', { name: texts[locale].success.title })
  await expect(heading).toBeVisible({ timeout: 45_000 })
  await expect(heading).toBeFocused()
  const registered = await page.getByText(texts[locale].success.registered.split('{reference}')[0] ?? '').textContent()
  return /([HV]-\d{8}-[A-Z0-9]{6})/.exec(registered ?? '')?.[1] ?? ''
}
