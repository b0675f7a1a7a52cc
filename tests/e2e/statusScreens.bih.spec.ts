import { test } from '@playwright/test'
import { expectCompleteStatusScreen } from './support/statusScreen'

test.use({ javaScriptEnabled: false })

test('a Bosnian 404 is the complete Bosnian error page in the server HTML', async ({ page }) => {
  const bosnian = { lang: 'bs', title: 'Greška 404', text: 'Stranica koju tražite nije pronađena', home: 'Početna' }
  await expectCompleteStatusScreen(page, '/nema-te-stranice', bosnian)
})
