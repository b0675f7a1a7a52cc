import { describe, expect, it } from 'vitest'
import { marketIds, marketRules } from '@/markets'

describe('market configuration', () => {
  it('shows the anniversary logo on cro only', () => {
    expect(marketIds.filter((id) => marketRules[id].showsAnniversaryLogo)).toEqual(['cro'])
  })

  it('offers clinical studies on the 404 page of cro and registrations elsewhere', () => {
    expect(marketRules.cro.notFoundServicePath).toBe('/nase-usluge/klinicke-studije')
    expect(marketRules.slo.notFoundServicePath).toBe('/nase-usluge/registracije')
    expect(marketRules.bih.notFoundServicePath).toBe('/nase-usluge/registracije')
  })

  it('gives each market its default locale without a prefix and English', () => {
    expect(marketIds.map((id) => marketRules[id].locales)).toEqual([
      ['hr', 'en'],
      ['sl', 'en'],
      ['bs', 'en'],
    ])
  })
})
