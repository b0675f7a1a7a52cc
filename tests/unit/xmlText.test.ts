import { describe, expect, it } from 'vitest'
import { el, xmlDocument } from '@/collections/AdverseReactionReports/e2b/xml'
import { escapeXml } from '@/config/xmlText'
import { renderNewsFeed } from '@/features/news/feed'
import { parseXml } from '../int/support/hl7'

// A backspace and a vertical tab, as a paste from a word processor can carry: XML 1.0 forbids both.
const pasted = 'Dental\u0008 Days\u000B & more'
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what it looks for
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

describe('the XML escaper', () => {
  it('escapes markup and drops the control characters XML forbids, keeping tabs and line breaks', () => {
    expect(escapeXml(`<b>"Tom's"</b>\t\n${pasted}`)).toBe(
      '&lt;b&gt;&quot;Tom&apos;s&quot;&lt;/b&gt;\t\nDental Days &amp; more',
    )
  })

  it('keeps the RSS feed well-formed when a title carries a control character', () => {
    const feed = renderNewsFeed({
      locale: 'en',
      title: pasted,
      description: 'News',
      link: 'http://localhost/en/news-and-events',
      self: 'http://localhost/feed/en.xml',
      items: [
        { title: pasted, excerpt: pasted, publishedAt: '2026-05-28', categories: [], link: 'http://localhost/en/x' },
      ],
    })
    expect(feed).not.toMatch(forbidden)
    expect(parseXml(feed).getElementsByTagName('title')[1]?.textContent).toBe('Dental Days & more')
  })

  it('keeps an E2B report well-formed the same way', () => {
    const report = xmlDocument(el('text', { value: pasted }, pasted))
    expect(report).not.toMatch(forbidden)
    expect(parseXml(report).textContent).toBe('Dental Days & more')
  })
})
