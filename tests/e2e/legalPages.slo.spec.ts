import { test } from './support/documentReader'
import { expectOwnLegalPages } from './support/legalPages'

test('the Slovenian market’s legal pages name its own company, address, law, court and authority in every language', async ({
  reader,
  request,
}) => {
  test.setTimeout(180_000)
  await expectOwnLegalPages(reader, request, 'slo')
})
