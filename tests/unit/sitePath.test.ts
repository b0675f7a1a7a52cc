import { describe, expect, it } from 'vitest'
import { sitePath } from '@/lib/request/sitePath'

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
})
