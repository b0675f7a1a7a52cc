import { test } from './support/documentReader'
import { expectFullNewsLists } from './support/newsFill'

test('the Bosnian market fills its latest, listed and related news from what it offers, and marks an item in another language', async ({
  reader,
  request,
}) => {
  test.setTimeout(300_000)
  await expectFullNewsLists(reader, request, 'bih')
})
