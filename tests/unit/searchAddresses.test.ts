import { describe, expect, it } from 'vitest'
import { readSearchClick, searchClickHref } from '@/collections/SearchMisses/clickAddress'
import { searchResultsRewrite } from '@/features/search/resultsAddress'
import { askedBefore } from '@/lib/search/recentQueries'

const rewritten = (address: string) => {
  const search = searchResultsRewrite(new URL(address, 'http://localhost'))
  return search && { path: search.url.pathname + search.url.search, query: search.query, isNew: search.isNew }
}

describe('the results’ cached route', () => {
  it('is one per query, kind and page, the query as typed', () => {
    expect(rewritten('/hr/pretraga?q=Kola%C4%8Di%C4%87i')).toEqual({
      path: '/hr/pretraga/rezultati/Kola%C4%8Di%C4%87i/_all/1',
      query: 'Kolačići',
      isNew: true,
    })
    expect(rewritten('/en/pretraga?q=a/b%25&kind=news&page=2')).toEqual({
      path: '/en/pretraga/rezultati/a%2Fb%25/news/2',
      query: 'a/b%',
      isNew: false,
    })
    // Equivalent addresses share a route: a bad page is the first, an unknown kind is all of them.
    expect(rewritten('/hr/pretraga?q=x&page=abc&kind=other')?.path).toBe('/hr/pretraga/rezultati/x/_all/1')
  })

  it('leaves a search without a query it can search, and every other page, to their own routes', () => {
    expect(rewritten('/hr/pretraga')).toBeNull()
    expect(rewritten('/hr/pretraga?q=%20')).toBeNull()
    expect(rewritten(`/hr/pretraga?q=${'a'.repeat(101)}`)).toBeNull()
    expect(rewritten('/hr/novosti-i-dogadanja?q=x')).toBeNull()
  })
})

describe('a result’s link through the click count', () => {
  it('carries the query, its language and the result, and leads only to this site', () => {
    const href = searchClickHref({ locale: 'hr', query: 'ljekarna', to: '/file?id=3' })
    const params = new URL(href, 'http://localhost').searchParams
    expect(readSearchClick(params)).toEqual({ locale: 'hr', query: 'ljekarna', to: '/file?id=3' })
    for (const to of ['//evil.example', '/\\evil.example', 'https://evil.example/', '']) {
      expect(readSearchClick(new URLSearchParams({ l: 'hr', q: 'x', to }))).toBeNull()
    }
    expect(readSearchClick(new URLSearchParams({ l: 'de', q: 'x', to: '/' }))).toBeNull()
  })
})

describe('a query asked before', () => {
  it('goes to the cached page from its second request on', () => {
    expect(askedBefore('/hr/pretraga/rezultati/x/_all/1')).toBe(false)
    expect(askedBefore('/hr/pretraga/rezultati/x/_all/1')).toBe(true)
    expect(askedBefore('/hr/pretraga/rezultati/x/_all/2')).toBe(false)
  })
})
