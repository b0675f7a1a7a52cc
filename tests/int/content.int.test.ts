import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '@/seed/seed'
import { cmsRoutes } from '../e2e/support/routes'
import { startPayload } from './support/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload({ seeded: true })
})

afterAll(async () => {
  await payload.destroy()
})

async function pathsOf(hrPath: string) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: hrPath } },
    locale: 'hr',
    limit: 1,
  })
  const id = docs[0]?.id
  if (id === undefined) return undefined
  const all = await payload.findByID({ collection: 'pages', id, locale: 'all', depth: 0 })
  const paths = all.path as unknown as Record<'hr' | 'en', string>
  return { hr: paths.hr, en: paths.en }
}

describe('demo content', () => {
  it('has every service, department and brand page of the spec in both locales', async () => {
    for (const [hr, en] of cmsRoutes) {
      expect(await pathsOf(hr), hr).toEqual({ hr, en: en.replace(/^\/en/, '') })
    }
  })

  it('has the content of every fixed screen and the menus', async () => {
    const screens = await payload.find({ collection: 'screens', limit: 0, depth: 0 })
    expect(screens.docs.map((doc) => doc.screen).sort()).toEqual(
      [
        'about',
        'accessibilityStatement',
        'careers',
        'companyInformation',
        'cookiePolicy',
        'file',
        'home',
        'news',
        'privacyPolicy',
        'reportingSideEffects',
        'termsOfUse',
        'videoSurveillance',
      ].sort(),
    )
    const navigation = await payload.findGlobal({ slug: 'navigation', locale: 'en', depth: 0 })
    expect(navigation.services).toHaveLength(5)
    expect(navigation.offerings).toHaveLength(6)
  })

  it('offers clinical trials, service and marketing in cro only, and medicinal products in cro and slo in Croatian only', async () => {
    const marketsOf = async (hrPath: string, locale: 'hr' | 'en') => {
      const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: hrPath } }, locale: 'hr' })
      const doc = docs[0]
      if (!doc) throw new Error(`no page at ${hrPath}`)
      return (await payload.findByID({ collection: 'pages', id: doc.id, locale, depth: 0 })).markets
    }
    for (const path of ['/nase-usluge/klinicke-studije', '/nase-usluge/servis', '/sluzbe/marketing-zastupstva']) {
      expect(await marketsOf(path, 'hr')).toEqual(['cro'])
      expect(await marketsOf(path, 'en')).toEqual(['cro'])
    }
    expect(await marketsOf('/sluzbe/lijekovi-i-medicinski-proizvodi', 'hr')).toEqual(['cro', 'slo'])
    expect(await marketsOf('/sluzbe/lijekovi-i-medicinski-proizvodi', 'en')).toEqual(['cro'])
  })

  it('keeps the markets of any language in offeredIn, which the admin list filters by', async () => {
    const titlesIn = async (market: string) => {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { offeredIn: { in: [market] } },
        locale: 'hr',
        limit: 0,
        depth: 0,
      })
      return docs.map((doc) => doc.path)
    }
    const onSlo = await titlesIn('slo')
    expect(onSlo).toContain('/nase-usluge/registracije')
    expect(onSlo).toContain('/sluzbe/lijekovi-i-medicinski-proizvodi')
    expect(onSlo).not.toContain('/nase-usluge/klinicke-studije')
    const onBih = await titlesIn('bih')
    expect(onBih).not.toContain('/sluzbe/lijekovi-i-medicinski-proizvodi')

    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/nase-usluge/servis' } } })
    const service = docs[0]
    if (!service) throw new Error('no service page')
    await payload.update({
      collection: 'pages',
      id: service.id,
      data: { markets: ['cro', 'bih'] },
      locale: 'en',
      context: quiet,
    })
    expect((await payload.findByID({ collection: 'pages', id: service.id, depth: 0 })).offeredIn).toEqual([
      'cro',
      'bih',
    ])
    await payload.update({
      collection: 'pages',
      id: service.id,
      data: { markets: ['cro'] },
      locale: 'en',
      context: quiet,
    })
    expect((await payload.findByID({ collection: 'pages', id: service.id, depth: 0 })).offeredIn).toEqual(['cro'])
  })

  it('writes what slo offers in Slovenian and what bih offers in Bosnian, and nothing else in those languages', async () => {
    const { docs: pages } = await payload.find({ collection: 'pages', locale: 'hr', limit: 0, depth: 0 })
    for (const [locale, market] of [
      ['sl', 'slo'],
      ['bs', 'bih'],
    ] as const) {
      const { docs: own } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        limit: 0,
        depth: 0,
      })
      for (const page of pages) {
        const translated = own.find(({ id }) => id === page.id)
        expect(Boolean(translated?.title && translated.path), `${page.path} in ${locale}`).toBe(
          Boolean(page.markets?.includes(market)),
        )
      }
      const { docs: screens } = await payload.find({ collection: 'screens', locale, fallbackLocale: false, limit: 0 })
      expect(screens.filter(({ title }) => !title).map(({ screen }) => screen)).toEqual([])
    }
  })

  it('gives the report form of each market its own authority, in each of its languages', async () => {
    for (const [market, locale, authority] of [
      ['cro', 'hr', 'HALMED'],
      ['cro', 'en', 'HALMED'],
      ['slo', 'sl', 'JAZMP'],
      ['slo', 'en', 'JAZMP'],
      ['bih', 'bs', 'ALMBIH'],
      ['bih', 'en', 'ALMBIH'],
    ] as const) {
      const { docs } = await payload.find({
        collection: 'site-settings',
        where: { market: { equals: market } },
        locale,
        fallbackLocale: false,
      })
      expect(docs[0]?.reportLegalNotice?.human, `${market} ${locale}`).toContain(authority)
      expect(docs[0]?.reportLegalNotice?.veterinary, `${market} ${locale}`).toBeTruthy()
    }
  })

  it('leaves a database that already has content as it is', async () => {
    expect(await seedIfEmpty(payload)).toBe(false)
  })
})

describe('the page tree', () => {
  it('moves the children with their parent when the parent slug changes in one locale', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/departments' } },
      locale: 'en',
    })
    const departments = docs[0]
    if (!departments) throw new Error('no departments page')
    await payload.update({
      collection: 'pages',
      id: departments.id,
      data: { slug: 'our-departments' },
      locale: 'en',
      context: quiet,
    })
    expect(await pathsOf('/sluzbe/veterina')).toEqual({ hr: '/sluzbe/veterina', en: '/our-departments/animal-health' })
    await payload.update({
      collection: 'pages',
      id: departments.id,
      data: { slug: 'departments' },
      locale: 'en',
      context: quiet,
    })
    expect(await pathsOf('/sluzbe/veterina')).toEqual({ hr: '/sluzbe/veterina', en: '/departments/animal-health' })
  })

  it('refuses a slug that is not a clean URL segment', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Loše', slug: 'Loš slug!', markets: ['cro'] },
        locale: 'hr',
        context: quiet,
      }),
    ).rejects.toThrow(/slug/i)
  })
})

describe('access', () => {
  it('shows anonymous visitors published pages only', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Skica', slug: 'skica', markets: ['cro'], _status: 'draft' },
      locale: 'hr',
      draft: true,
      context: quiet,
    })
    const visible = await payload.find({ collection: 'pages', overrideAccess: false, limit: 0, depth: 0 })
    expect(visible.docs.some((doc) => doc.id === draft.id)).toBe(false)
    expect(visible.docs.length).toBeGreaterThan(20)
  })

  it('makes the first staff account an admin whatever roles it asked for, and anonymous visitors cannot read accounts', async () => {
    const first = await payload.create({
      collection: 'users',
      data: { email: 'first@example.com', password: 'a-long-password-1', roles: ['editor'] },
    })
    expect(first.roles).toEqual(['admin'])
    const second = await payload.create({
      collection: 'users',
      data: { email: 'second@example.com', password: 'a-long-password-2', roles: ['editor'] },
    })
    expect(second.roles).toEqual(['editor'])
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
