import fc from 'fast-check'
import { NextRequest, type NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { describe, expect, it } from 'vitest'
import { createLocaleRouter } from '@/i18n/localeRouter'
import { routingFor } from '@/i18n/routing'
import { marketIds, marketRules } from '@/markets'

/** Everything next-intl's answer tells Next: status, redirect target, rewrite target, the locale it passes on. */
function answer(response: NextResponse) {
  return { status: response.status, headers: [...response.headers.entries()].sort() }
}

const templates = Object.values(routingFor(marketRules.cro).pathnames).flatMap((entry) => Object.values(entry))
const segments = [
  ...new Set(templates.flatMap((template) => template.split('/')).filter(Boolean)),
  ...['hr', 'en', 'sl', 'bs', 'EN', 'Hr', 'de', 'primjer', 'sluzbe', 'veterina', 'departments', 'galderma'],
  ...['o%2Dnama', 'news%2Dand%2Devents', '%E0', 'a%20b', 'file.pdf', '%5C', '%09', 'about-us%2Fcompany', ''],
]
const paths = fc
  .tuple(
    fc.array(fc.constantFrom(...segments), { maxLength: 4 }),
    fc.boolean(),
    fc.constantFrom('', '?page=2', '?kategorija=x&q=1'),
  )
  .map(([parts, trailingSlash, query]) => `/${parts.join('/')}${trailingSlash && parts.length ? '/' : ''}${query}`)

describe("the proxy's locale routing", () => {
  for (const id of marketIds) {
    const routing = routingFor(marketRules[id])
    const whole = createMiddleware(routing)
    const router = createLocaleRouter(routing)
    const same = (path: string) => {
      const request = () => new NextRequest(new URL(`http://localhost:3000${path}`))
      expect(answer(router(request())), path).toEqual(answer(whole(request())))
    }

    it(`answers as next-intl with the whole table on ${id}: every pathname in every locale, with and without prefix`, () => {
      for (const template of templates) {
        const path = template.replace('[slug]', 'primjer')
        for (const prefix of ['', ...marketRules[id].locales.map((locale) => `/${locale}`), '/EN']) {
          for (const suffix of ['', '/', '?page=2']) same(`${prefix}${path === '/' ? '' : path}${suffix}` || '/')
        }
      }
      for (const path of ['/sluzbe/veterina', '/en/departments/marketing/galderma', '//o-nama', '/en//about-us']) {
        same(path)
      }
    })

    it(`answers as next-intl with the whole table on ${id} for generated paths`, () => {
      fc.assert(
        fc.property(paths, (path) => same(path)),
        { numRuns: 1500, seed: 20261126 },
      )
      // 1,500 requests through both routers: ~2 s idle, past Vitest's default 5 s on a busy 2-core machine.
    }, 60_000)
  }

  it('asks every request about a pathname with a parameter first', () => {
    const routing = routingFor(marketRules.cro)
    const withParameterFirst = {
      ...routing,
      pathnames: { ...routing.pathnames, '/[slug]/detalji': { hr: '/[slug]/detalji', en: '/[slug]/details' } },
    } as typeof routing
    const whole = createMiddleware(withParameterFirst)
    const router = createLocaleRouter(withParameterFirst)
    for (const path of ['/primjer/detalji', '/en/primjer/details', '/en/primjer/detalji', '/o-nama/details']) {
      const request = () => new NextRequest(new URL(`http://localhost:3000${path}`))
      expect(answer(router(request())), path).toEqual(answer(whole(request())))
    }
    expect(answer(router(new NextRequest('http://localhost:3000/en/primjer/detalji'))).status).toBe(307)
  })
})
