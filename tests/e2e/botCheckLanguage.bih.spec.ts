import { test } from '@playwright/test'
import { expectBotCheckInPageLanguage } from './support/botCheckLanguage'

test('the bot check of the Bosnian market’s contact form speaks the page’s language', async ({ page }) => {
  test.setTimeout(120_000)
  await expectBotCheckInPageLanguage(page, 'bih')
})
