import { describe, expect, it } from 'vitest'
import { factsOf, richTextWithFacts, withFacts } from '@/collections/company/legalFacts'
import { summaryLine } from '@/features/forms/client/ErrorSummary'
import { marketRules } from '@/markets'
import type { CompanyInformation } from '@/payload-types'

const company = { shortName: 'Demo Medika d.o.o.', seat: 'Primerna ulica 1, 1236 Trzin' } as CompanyInformation

describe('the facts a legal text names', () => {
  it('are the market’s own, in the page’s language', () => {
    const facts = factsOf(company, marketRules.slo, 'en')
    expect(
      withFacts('The controller is {{company}}, {{address}}; complaints to {{supervisoryAuthority}}.', facts),
    ).toBe(
      'The controller is Demo Medika d.o.o., Primerna ulica 1, 1236 Trzin, Slovenia; complaints to the Information Commissioner of the Republic of Slovenia.',
    )
    expect(withFacts('Governed by {{governingLaw}}; {{court}} decides.', factsOf(company, marketRules.bih, 'en'))).toBe(
      'Governed by the law of Bosnia and Herzegovina; the competent court in Sarajevo decides.',
    )
  })

  it('leave an unknown placeholder as written, and fill the text nodes of rich text', () => {
    const facts = factsOf(company, marketRules.cro, 'en')
    expect(withFacts('{{compnay}}', facts)).toBe('{{compnay}}')
    const rich = { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'By {{company}}.' }] }] } }
    expect(richTextWithFacts(rich, facts).root.children[0]?.children[0]?.text).toBe('By Demo Medika d.o.o..')
  })
})

describe('a line of the error summary', () => {
  it('does not run a field name that is a sentence into its problem', () => {
    expect(
      summaryLine(
        'Pročitao/la sam i prihvatam politiku privatnosti.',
        'Za slanje poruke prihvatite politiku privatnosti.',
      ),
    ).toBe('Pročitao/la sam i prihvatam politiku privatnosti: Za slanje poruke prihvatite politiku privatnosti.')
    expect(summaryLine('E-mail', 'Unesite ispravnu e-mail adresu.')).toBe('E-mail: Unesite ispravnu e-mail adresu.')
  })
})
