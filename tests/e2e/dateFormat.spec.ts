import { expectOneDateFormatPerLocale } from './support/dateFormat'
import { test } from './support/documentReader'

test('the Croatian market writes every date one way per language: lists, articles and postings alike', async ({
  reader,
  request,
}) => {
  test.setTimeout(120_000)
  await expectOneDateFormatPerLocale(reader, request, 'cro')
})
