import { describe, expect, it } from 'vitest'
import { hasUndecodablePath, undecodablePageTarget } from '../../server/undecodablePath.mjs'

describe('a request path with an escape that does not decode', () => {
  it('is found on every route, the proxy’s and the others', () => {
    for (const url of [
      '/api/news/%E0',
      '/api/media/file/%E0',
      '/admin/%C0',
      '/assets/%',
      '/_next/static/%zz',
      '/x%E0',
    ]) {
      expect(hasUndecodablePath(url), url).toBe(true)
    }
  })

  it('leaves paths that decode alone, whatever the query holds', () => {
    for (const url of ['/', '/o-nama', '/api/news/%25', '/api/media/file/a%2Fb', '/en/%C4%8Dlanak', '/feed?q=%E0']) {
      expect(hasUndecodablePath(url), url).toBe(false)
    }
  })

  it('is handed on, if it is a page’s, with every % escaped: the proxy routes it to the 404 screen', () => {
    expect(undecodablePageTarget('/x%E0')).toBe('/x%25E0')
    expect(undecodablePageTarget('/en/vijesti/%E8lanak?a=%E0')).toBe('/en/vijesti/%25E8lanak?a=%E0')
    for (const url of [
      '/api/news/%E0',
      '/admin/%C0',
      '/assets/%',
      '/_next/static/%zz',
      '/preview/%E0',
      '/stari%E0.pdf',
    ]) {
      expect(undecodablePageTarget(url), url).toBeNull()
    }
  })
})
