import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { marketIds, marketRules } from '@/markets/rules'

describe('the accessibility statement of each market', () => {
  it.each(marketIds)('%s names the date of its last check, a feedback address and its enforcement body', (id) => {
    const { accessibility } = marketRules[id]
    expect(accessibility.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Number.isNaN(new Date(accessibility.checkedOn).getTime())).toBe(false)
    expect(accessibility.feedbackEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    expect(new URL(accessibility.enforcementBody.url).protocol).toBe('https:')
    for (const locale of locales) expect(accessibility.enforcementBody.name[locale]).not.toBe('')
  })

  it('has every part of the EU model statement in every language, with the same known limits', () => {
    const parts = Object.keys(messages.hr.Accessibility).sort()
    expect(parts).toEqual(
      [
        'commitment',
        'enforcement',
        'enforcementHeading',
        'feedback',
        'feedbackHeading',
        'limits',
        'limitsHeading',
        'prepared',
        'preparedHeading',
        'status',
        'statusHeading',
      ].sort(),
    )
    for (const locale of locales) {
      expect(Object.keys(messages[locale].Accessibility).sort()).toEqual(parts)
      expect(messages[locale].Accessibility.limits).toHaveLength(messages.hr.Accessibility.limits.length)
      expect(messages[locale].Accessibility.prepared).toContain('<time>{date}</time>')
      expect(messages[locale].Accessibility.feedback).toContain('<mail>{email}</mail>')
      expect(messages[locale].Accessibility.enforcement).toContain('<link>{body}</link>')
    }
  })
})
