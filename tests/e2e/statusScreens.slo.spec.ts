import { test } from '@playwright/test'
import { expectCompleteStatusScreen } from './support/statusScreen'

test.use({ javaScriptEnabled: false })

test('a Slovenian 404 is the complete Slovenian error page in the server HTML', async ({ page }) => {
  const slovenian = {
    lang: 'sl',
    title: 'Napaka 404',
    text: 'Strani, ki jo iščete, ni bilo mogoče najti',
    home: 'Domača stran',
  }
  await expectCompleteStatusScreen(page, '/ni-te-strani', slovenian)
  await expectCompleteStatusScreen(page, '/en/no-such-page', {
    lang: 'en',
    title: 'Error 404',
    text: 'The page you are looking for was not found',
    home: 'Homepage',
  })
})
