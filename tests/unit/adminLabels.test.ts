import { describe, expect, it } from 'vitest'
import { collections } from '@/collections'
import { AdverseReactionReports } from '@/collections/AdverseReactionReports'
import { JobPostings } from '@/collections/JobPostings'
import { Pages } from '@/collections/Pages'
import { Screens } from '@/collections/Screens'
import { Users } from '@/collections/Users'
import { labelCollection, missingAdminLabels } from '@/config/adminLabels'
import { Navigation } from '@/globals/Navigation'

describe('the admin labels', () => {
  it('name and describe every collection, global, group, block, field and option in Croatian, Slovenian and English', () => {
    expect(missingAdminLabels(collections, [Navigation])).toEqual([])
  })

  it('show words, not codes: markets, roles and screens', () => {
    const users = labelCollection(Users)
    const roles = users.fields.find((field) => 'name' in field && field.name === 'roles')
    expect(roles && 'options' in roles ? roles.options : []).toContainEqual({
      value: 'pharmacovigilance',
      label: { hr: 'Farmakovigilancija', sl: 'Farmakovigilanca', en: 'Pharmacovigilance' },
    })
    expect(users.labels?.plural).toEqual({ hr: 'Djelatnici', sl: 'Zaposleni', en: 'Staff' })
    const screens = labelCollection(Screens)
    const screen = screens.fields.find((field) => 'name' in field && field.name === 'screen')
    expect(screen && 'options' in screen ? screen.options : []).toContainEqual({
      value: 'termsOfUse',
      label: { hr: 'Uvjeti korištenja', sl: 'Pogoji uporabe', en: 'Terms of use' },
    })
  })

  it('show dates as the admin language writes them, not in Payload’s American formats', () => {
    const reports = labelCollection(AdverseReactionReports)
    const received = reports.fields.find((field) => 'name' in field && field.name === 'receivedAt')
    expect(received?.type === 'date' ? received.admin?.date?.displayFormat : undefined).toBe('PPp')
    const postings = labelCollection(JobPostings)
    const closing = postings.fields.find((field) => 'name' in field && field.name === 'closingDate')
    expect(closing?.type === 'date' ? closing.admin?.date?.displayFormat : undefined).toBe('PP')
  })

  it('describe fields in the staff member’s language, from the config’s English text', () => {
    const pages = labelCollection(Pages)
    const lead = pages.fields.find((field) => 'name' in field && field.name === 'lead')
    expect(lead?.admin && 'description' in lead.admin ? lead.admin.description : undefined).toEqual({
      hr: 'Uvod ispod naslova.',
      sl: 'Uvod pod naslovom.',
      en: 'Introduction under the title.',
    })
  })
})
