import { test } from './support/documentReader'
import { e2eBihEnv } from './support/env.mjs'
import { expectNoCroatianBlocks, expectReportLinkInOwnLanguage } from './support/ownLanguage'

test.describe('the Bosnian market in its own languages', () => {
  test('no page of its sitemap shows a paragraph of the Croatian site', async ({ reader, request }) => {
    test.setTimeout(600_000)
    await expectNoCroatianBlocks(reader, request, e2eBihEnv.SITE_URL)
  })

  test('links the report form in Bosnian, not in English, and the form cites ALMBIH', async ({ page }) => {
    test.setTimeout(120_000)
    await expectReportLinkInOwnLanguage(page, 'bs', 'ALMBIH')
  })
})
