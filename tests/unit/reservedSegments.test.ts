import { readFileSync } from 'node:fs'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { reservedTopLevelSlugs, unlocalizedSegments } from '@/i18n/reservedSegments'

// Next reads the proxy's matcher as a literal at build time, so the test reads it the same way.
const proxySource = readFileSync('src/proxy.ts', 'utf8')
const matcher = /matcher: \['(.+)'\]/.exec(proxySource)?.[1]?.replaceAll('\\\\', '\\') ?? ''

// Next's documented helper for testing a proxy's (middleware's) matcher.
const proxied = { test: (path: string) => unstable_doesMiddlewareMatch({ config: { matcher }, url: path }) }

describe('the proxy matcher', () => {
  it('lists exactly the unlocalized first segments', () => {
    expect(/\(\?:([\w|]+)\)/.exec(matcher)?.[1]?.split('|')).toEqual([...unlocalizedSegments])
  })

  it('compares whole path segments: a page may begin with a reserved word', () => {
    for (const path of ['/administracija', '/nextgen', '/apiteka', '/assetsi', '/previews', '/', '/en/admin']) {
      expect(proxied.test(path), path).toBe(true)
    }
    for (const path of ['/admin', '/admin/collections/pages', '/api/pages', '/next', '/assets/3', '/favicon.ico']) {
      expect(proxied.test(path), path).toBe(false)
    }
  })
})

describe('reserved top-level page slugs', () => {
  it('are the unlocalized segments, locale prefixes and fixed screens, as whole segments only', () => {
    for (const slug of ['admin', 'api', 'en', 'sl', 'karijere', 'o-nas', 'news-and-events', 'file', 'feed']) {
      expect(reservedTopLevelSlugs.has(slug), slug).toBe(true)
    }
    for (const slug of ['administracija', 'nextgen', 'sluzbe', 'nase-usluge']) {
      expect(reservedTopLevelSlugs.has(slug), slug).toBe(false)
    }
  })
})
