import { expect } from '@playwright/test'
import { test } from './support/documentReader'
import { expectFullNewsLists } from './support/newsFill'

test('the Croatian market fills its latest, listed and related news from what it offers, and marks an item in another language', async ({
  reader,
  request,
}) => {
  test.setTimeout(300_000)
  const marked = await expectFullNewsLists(reader, request, 'cro')
  // The demo's item written only in Croatian is offered on the English pages, marked as Croatian.
  expect(marked).toBeGreaterThan(0)
})
