import { test } from '@playwright/test'
import { expectOwnLegalPages } from './support/legalPages'

test('the Slovenian market’s legal pages name its own company, address, law, court and authority in every language', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await expectOwnLegalPages(page, request, 'slo')
})
