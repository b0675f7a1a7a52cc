import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { flattenRecord, reportsAsCsv } from '@/collections/AdverseReactionReports/export'
import { DeadlineMark } from '@/features/reports/admin/DeadlineMark'
import { emptyDraft, parseDraft } from '@/features/reports/draft'
import { composePvNotification, composeReportConfirmation } from '@/features/reports/mail'
import { reportNavLink } from '@/features/reports/reportLink'
import { humanReportSchema, type ValidReport, type veterinaryReportSchema } from '@/features/reports/schema'
import { reportStrings } from '@/features/reports/strings'
import { marketRules } from '@/markets'
import { humanAnswers, humanReport } from '../fixtures/reports'

const human = humanReport

function parseReport(schema: typeof humanReportSchema | typeof veterinaryReportSchema, value: unknown): ValidReport {
  return schema.parse(value) as ValidReport
}

describe('report mail', () => {
  const context = {
    reference: 'H-20261122-ABCDEF',
    receivedAt: new Date('2026-11-22T10:00:00Z'),
    deadline: new Date('2026-12-07T10:00:00Z'),
    adminUrl: 'https://www.demomedika.example/admin/collections/adverse-reaction-reports/7',
    pvMailbox: ['farmakovigilancija@demomedika.example'],
  }
  const report = parseReport(humanReportSchema, {
    ...human,
    answers: { ...humanAnswers, reactionDescription: '<b>Osip</b> & svrbež' },
  })

  it('confirms to the reporter the number in the form language, with fixed text only (no relay)', () => {
    const mail = composeReportConfirmation('ana@example.com', reportStrings('en'), 'en', context)
    expect(mail.to).toEqual(['ana@example.com'])
    expect(mail.subject).toBe('Your adverse reaction report H-20261122-ABCDEF')
    expect(mail.replyTo?.address).toBe('farmakovigilancija@demomedika.example')
    expect(mail.text).toBe(
      'Thank you for your report. We received it on 22 November 2026 at 11:00 as number H-20261122-ABCDEF.\n\n' +
        'If you want to add or correct something, reply to this message and quote the number.\n',
    )
    expect(mail.html).toContain('<p>Thank you for your report.')
  })

  it('notifies the pharmacovigilance mailbox with a link and no health details', () => {
    const mail = composePvNotification(report, reportStrings('hr'), 'hr', context)
    expect(mail.to).toEqual(['farmakovigilancija@demomedika.example'])
    expect(mail.text).toContain(context.adminUrl)
    for (const detail of ['Osip', 'Ibuprofen', 'Ana', 'AH', 'ana@example.com', 'Glavobolja']) {
      expect(mail.html).not.toContain(detail)
      expect(mail.text).not.toContain(detail)
    }
  })
})

describe('report export', () => {
  it('flattens records to CSV a Croatian Excel opens: byte-order mark, semicolons, quoted cells, no formulas', () => {
    expect(flattenRecord({ a: { b: [1, { c: null }] } })).toEqual({ 'a.b.0': '1', 'a.b.1.c': '' })
    const csv = reportsAsCsv([
      { reference: 'H-1', report: { narrative: 'Line 1\n"quoted"' } },
      { reference: 'V-2', extra: '=HYPERLINK("x")' },
    ])
    expect(csv).toBe(
      '\uFEFF"reference";"report.narrative";"extra"\r\n"H-1";"Line 1\n""quoted""";""\r\n"V-2";"";"\'=HYPERLINK(""x"")"\r\n',
    )
  })
})

describe('the report link in the navigation', () => {
  it('shows on every market in its national language, never in English', () => {
    expect(reportNavLink(marketRules.cro, 'hr')).toEqual({
      label: 'Prijava nuspojava',
      href: '/prijavljivanje-nuspojava',
      external: false,
    })
    expect(reportNavLink(marketRules.slo, 'sl')).toEqual({
      label: 'Poročanje o neželenih učinkih',
      href: '/porocanje-o-nezelenih-ucinkih',
      external: false,
    })
    expect(reportNavLink(marketRules.bih, 'bs')).toEqual({
      label: 'Prijava neželjenih dejstava',
      href: '/prijavljivanje-nuspojava',
      external: false,
    })
    for (const market of Object.values(marketRules)) expect(reportNavLink(market, 'en')).toBeNull()
    expect(reportNavLink({ reportLinkLocales: ['hr', 'en'] }, 'en')?.href).toBe('/en/reporting-side-effects')
  })
})

describe('the wizard draft in sessionStorage', () => {
  it('reads back what was stored and ignores anything else', () => {
    const draft = { ...emptyDraft(), kind: 'human' as const, step: 2, answers: { reporterName: 'Ana' } }
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
    expect(parseDraft('{"kind":"x","answers":{},"drugs":[]}')).toMatchObject({ kind: null, step: -1 })
    expect(parseDraft('not json')).toBeNull()
    expect(parseDraft(null)).toBeNull()
  })
})

describe('the admin list', () => {
  it('shows an open report past its deadline as overdue, in red and the admin language; a closed one plainly', () => {
    const cell = (deadline: string, status: string, language = 'en') =>
      renderToStaticMarkup(createElement(DeadlineMark, { deadline, status, language }))
    expect(cell('2020-01-01T10:00:00Z', 'new')).toContain('data-overdue="true"')
    expect(cell('2020-01-01T10:00:00Z', 'new')).toContain('overdue')
    expect(cell('2020-01-01T10:00:00Z', 'closed')).not.toContain('overdue')
    expect(cell('2999-01-01T10:00:00Z', 'new')).not.toContain('overdue')
    expect(cell('2020-01-01T10:00:00Z', 'new', 'hr')).toContain('rok je prošao')
  })

  it('writes the deadline in Zagreb time, as the report view does, whatever the browser’s zone', () => {
    // 23:30 UTC on 11 December is 00:30 on 12 December in Zagreb (CET).
    const cell = renderToStaticMarkup(
      createElement(DeadlineMark, { deadline: '2026-12-11T23:30:00Z', status: 'closed', language: 'hr' }),
    )
    expect(cell).toContain('12. prosinca 2026.')
    expect(cell).toContain('00:30')
  })
})
