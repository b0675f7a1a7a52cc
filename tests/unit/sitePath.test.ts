import { describe, expect, it } from 'vitest'
import { isRoutablePath, sitePath } from '@/lib/request/sitePath'

describe('a redirect target from input', () => {
  it('keeps a path on the site with its query and anchor', () => {
    expect(sitePath('/o-nama')).toBe('/o-nama')
    expect(sitePath('/novosti-i-dogadanja?page=2#popis')).toBe('/novosti-i-dogadanja?page=2#popis')
    expect(sitePath('/en/news-and-events/%C4%8Dlanak')).toBe('/en/news-and-events/%C4%8Dlanak')
  })

  it('refuses other hosts, schemes and protocol-relative addresses', () => {
    for (const target of ['https://evil.example', '//evil.example', 'evil.example', 'javascript:alert(1)', '', null]) {
      expect(sitePath(target), String(target)).toBeNull()
    }
  })

  it('refuses backslashes and control characters, raw or percent-encoded once or twice', () => {
    const attacks = [
      '/\\evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%09/evil.example',
      '/\t/evil.example',
    ]
    for (const target of [
      ...attacks,
      '/%2F/evil.example',
      '/%252F/evil.example',
      '/%255Cevil.example',
      '/%0d%0aSet-Cookie:x',
    ]) {
      expect(sitePath(target), target).toBeNull()
    }
  })

  it('refuses paths whose dot segments resolve to a protocol-relative address, raw or encoded', () => {
    for (const target of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%252e//evil.example',
      '/./%2F/x',
    ]) {
      expect(sitePath(target), target).toBeNull()
    }
  })
})

describe('a requested path the proxy routes to a page', () => {
  it('may hold any character a page address can, encoded or not', () => {
    for (const path of ['/', '/o-nama', '/en/news-and-events/%C4%8Dlanak', '/en/news-and-events/članak', '/a%20b']) {
      expect(isRoutablePath(path), path).toBe(true)
    }
  })

  it('may not hold an escape that does not decode, an encoded % or reserved character, a control character or a backslash', () => {
    for (const path of ['/feed/Q%5C%25', '/%25', '/%', '/x%E0', '/a%2Fb', '/a%3Fb', '/%00', '/a%0Ab', '/%5C']) {
      expect(isRoutablePath(path), path).toBe(false)
    }
  })
})
