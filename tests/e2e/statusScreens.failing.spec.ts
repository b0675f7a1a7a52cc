import { test } from '@playwright/test'
import { e2eFailingEnvs } from './support/env.mjs'
import { expectCompleteStatusScreen } from './support/statusScreen'

test.use({ javaScriptEnabled: false })

/**
 * A document's page on a failing server (support/failingDatabaseServer.mjs: its database has no documents
 * tables), so reading the document is a database error. The id is asked for by no other test: a read of it the
 * healthy servers had cached (the build's cache is shared) would answer without the database.
 */
const failingPath = '/file?id=424242'

const screens = {
  cro: {
    lang: 'hr',
    title: 'Došlo je do pogreške',
    text: 'Stranicu trenutačno nije moguće prikazati.',
    home: 'Početna',
    services: 'Usluge',
    contact: 'Kontaktirajte nas',
  },
  slo: {
    lang: 'sl',
    title: 'Prišlo je do napake',
    text: 'Strani trenutno ni mogoče prikazati.',
    home: 'Domača stran',
    services: 'Storitve',
    contact: 'Stopite v stik z nami',
  },
  bih: {
    lang: 'bs',
    title: 'Došlo je do greške',
    text: 'Stranicu trenutno nije moguće prikazati.',
    home: 'Početna',
    services: 'Usluge',
    contact: 'Kontaktirajte nas',
  },
} as const

for (const env of e2eFailingEnvs) {
  const market = env.SITE_MARKET as keyof typeof screens
  test.describe(market, () => {
    test.use({ baseURL: env.SITE_URL })

    test(`a failed ${market} page is the complete error page in the market's language in the server HTML`, async ({
      page,
    }) => {
      await expectCompleteStatusScreen(page, failingPath, screens[market], 500)
    })
  })
}
