import { expect, type Locator, type Page } from '@playwright/test'
import { screenHref } from '@/i18n/paths'
import bs from '../../../messages/bs.json' with { type: 'json' }
import en from '../../../messages/en.json' with { type: 'json' }
import hr from '../../../messages/hr.json' with { type: 'json' }
import sl from '../../../messages/sl.json' with { type: 'json' }
import { untilHydrated } from './hydration'

/** Croatian and English are tested on cro, Slovenian on slo, Bosnian on bih. */
export type ReportLocale = 'hr' | 'en' | 'sl' | 'bs'
export const reportTexts = { hr: hr.Report, en: en.Report, sl: sl.Report, bs: bs.Report }
export const reportPath = {
  hr: screenHref('reportingSideEffects', 'hr'),
  en: screenHref('reportingSideEffects', 'en'),
  sl: screenHref('reportingSideEffects', 'sl'),
  bs: screenHref('reportingSideEffects', 'bs'),
}

/** A date some days back, as a date input takes it. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
}

/** One answer: a text, a choice of a radio group, a select's option, or a ticked checkbox. */
export type Answer =
  | { text: string; value: string }
  | { choose: string; option: string }
  | { select: string; option: string }
  | { tick: string }

/** A control by its label's text, which ends with ' *' when the answer is mandatory. */
export function field(scope: Locator | Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

/** Gives the answers inside `scope` by their visible labels, as a visitor would. */
export async function answer(scope: Locator | Page, answers: Answer[]) {
  for (const item of answers) {
    if ('text' in item) await field(scope, item.text).fill(item.value)
    else if ('choose' in item) {
      await scope
        .getByRole('group', { name: item.choose, exact: true })
        .getByRole('radio', { name: item.option, exact: true })
        .check()
    } else if ('select' in item) await field(scope, item.select).selectOption({ label: item.option })
    else await scope.getByRole('checkbox', { name: item.tick, exact: true }).check()
  }
}

/** Opens the report page and starts the form for human or veterinary medicine. */
export async function startReport(page: Page, locale: ReportLocale, kind: 'human' | 'veterinary') {
  await page.goto(reportPath[locale])
  await beginReport(page, locale, kind)
}

/** On the report page: chooses human or veterinary medicine and starts the form. */
export async function beginReport(page: Page, locale: ReportLocale, kind: 'human' | 'veterinary') {
  const texts = reportTexts[locale]
  // Most often before the page has hydrated: Start then waits for it (server/hydrateAfterLoad.mjs).
  await page.getByRole('radio', { name: texts.kinds[kind] }).check()
  await page.getByRole('button', { name: texts.start }).click()
  // On a busy machine hydration can come late: the first step shows once it has, however long that took.
  await untilHydrated(page)
  await expect(stepHeading(page, locale, 1)).toBeVisible()
}

export function stepHeading(page: Page, locale: ReportLocale, step: number) {
  return page.getByRole('heading', {
    name: new RegExp(`^${reportTexts[locale].stepOf.replace('{step}', String(step)).replace('{total}', '\\d')}`),
  })
}
