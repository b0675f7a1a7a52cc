import { describe, expect, it } from 'vitest'
import { oid } from '@/collections/AdverseReactionReports/e2b/codes'
import { drugOrganizer } from '@/collections/AdverseReactionReports/e2b/drugs'
import { xmlDocument } from '@/collections/AdverseReactionReports/e2b/xml'

const organizerWith = (rechallenge: string) =>
  xmlDocument(drugOrganizer([{ id: 'drug-1', drug: { name: 'Ibuprofen', rechallenge } }], 'reaction-1'))

describe('G.k.9.i.4 recurrence on re-administration in the E2B(R3) export', () => {
  it('says whether the reaction came back when the reporter took the drug again', () => {
    expect(organizerWith('yes')).toContain(`code="1" codeSystem="${oid.recurrence}"`)
    expect(organizerWith('no')).toContain(`code="2" codeSystem="${oid.recurrence}"`)
  })

  it('leaves the element out for "I don’t know": that is not a re-administration with an unknown outcome (3)', () => {
    expect(organizerWith('unknown')).not.toContain(oid.recurrence)
  })
})
