import { afterEach, describe, expect, it } from 'vitest'
import { currentMarket, currentMarketId, marketIds, marketRules, marketSiteUrl } from '@/markets'

const original = { ...process.env }
afterEach(() => {
  process.env = { ...original }
})

describe('market configuration', () => {
  it('serves cro when SITE_MARKET is not set', () => {
    delete process.env.SITE_MARKET
    expect(currentMarketId()).toBe('cro')
  })

  it('stops with a message naming SITE_MARKET when the value is unknown', () => {
    process.env.SITE_MARKET = 'xyz'
    expect(() => currentMarketId()).toThrow(/SITE_MARKET must be one of cro, slo, bih/)
  })

  it('shows the anniversary logo on cro only', () => {
    expect(marketIds.filter((id) => marketRules[id].showsAnniversaryLogo)).toEqual(['cro'])
  })

  it('offers clinical studies on the 404 page of cro and registrations elsewhere', () => {
    expect(marketRules.cro.notFoundServicePath).toBe('/nase-usluge/klinicke-studije')
    expect(marketRules.slo.notFoundServicePath).toBe('/nase-usluge/registracije')
    expect(marketRules.bih.notFoundServicePath).toBe('/nase-usluge/registracije')
  })

  it('reads sister-site addresses from SITE_URL_<MARKET>', () => {
    process.env.SITE_URL_SLO = 'https://slo.test'
    expect(marketSiteUrl('slo')).toBe('https://slo.test')
    expect(marketSiteUrl('bih')).toBe(marketRules.bih.defaultSiteUrl)
  })

  it('takes SITE_URL as the address of the market the server runs, unless SITE_URL_<MARKET> is set', () => {
    process.env.SITE_MARKET = 'slo'
    process.env.SITE_URL = 'https://www.example.si/'
    expect(marketSiteUrl('slo')).toBe('https://www.example.si')
    expect(marketSiteUrl('cro')).toBe(marketRules.cro.defaultSiteUrl)
    process.env.SITE_URL_SLO = 'https://slo.test'
    expect(marketSiteUrl('slo')).toBe('https://slo.test')
  })

  it('gives each market its default locale without a prefix and English', () => {
    expect(marketIds.map((id) => marketRules[id].locales)).toEqual([
      ['hr', 'en'],
      ['sl', 'en'],
      ['bs', 'en'],
    ])
  })

  it('gives the rules of the configured market', () => {
    process.env.SITE_MARKET = 'bih'
    expect(currentMarket().id).toBe('bih')
  })
})
