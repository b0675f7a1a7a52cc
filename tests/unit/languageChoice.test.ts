import { describe, expect, it } from 'vitest'
import { withLanguageChoice } from '@/i18n/languageChoice'

describe("the language switcher's link", () => {
  it('carries the chosen locale as its marker, after an existing query and before a fragment', () => {
    expect(withLanguageChoice('/en/about-us', 'en')).toBe('/en/about-us?language=en')
    expect(withLanguageChoice('/en/news-and-events?page=2', 'en')).toBe('/en/news-and-events?page=2&language=en')
    expect(withLanguageChoice('/o-nama#povijest', 'hr')).toBe('/o-nama?language=hr#povijest')
  })
})
