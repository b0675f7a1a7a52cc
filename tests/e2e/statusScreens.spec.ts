import { test } from '@playwright/test'
import { expectCompleteStatusScreen } from './support/statusScreen'

test.use({ javaScriptEnabled: false })

const croatian = { lang: 'hr', title: 'Greška 404', text: 'Stranica koju tražite nije pronađena', home: 'Početna' }
const english = { lang: 'en', title: 'Error 404', text: 'The page you are looking for was not found', home: 'Homepage' }

test('every 404 is the complete error page in the server HTML: unknown pages, news, files and CMS paths', async ({
  page,
}) => {
  for (const path of [
    '/ova-stranica-ne-postoji',
    '/sluzbe/veterina/nepostojeca',
    '/novosti-i-dogadanja/nepostojeca-vijest',
    '/file?id=999',
    '/status-screen/not-found',
    // Addresses no page can have (an escape that does not decode, an encoded `%` or `\`): routed as one that has none.
    '/feed/Q%5C%25',
    '/x%E0',
  ]) {
    await expectCompleteStatusScreen(page, path, croatian)
  }
  for (const path of ['/en/this-page-does-not-exist', '/en/news-and-events/no-such-item', '/en/%2525']) {
    await expectCompleteStatusScreen(page, path, english)
  }
})
