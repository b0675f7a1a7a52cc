import { test } from '@playwright/test'
import { expectOneDateFormatPerLocale } from './support/dateFormat'

test('the Bosnian market writes every date one way per language: lists, articles and postings alike', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await expectOneDateFormatPerLocale(page, request, 'bih')
})
