import { describe, expect, it } from 'vitest'
import { deadlineDays, isOverdue, reportDeadline, reportDeadlineDays } from '@/features/reports/deadline'
import { reportRecord } from '@/features/reports/record'
import {
  humanReportSchema,
  latestPossibleDate,
  reportErrorCodesOf,
  reportStepSchema,
  reportSubmissionSchema,
  type ValidReport,
  veterinaryReportSchema,
} from '@/features/reports/schema'
import { reportStrings } from '@/features/reports/strings'
import { errorText } from '@/features/reports/text'
import { drug, humanAnswers, humanReport, veterinaryReport } from '../fixtures/reports'

const human = humanReport
const veterinary = veterinaryReport

function parseReport(schema: typeof humanReportSchema | typeof veterinaryReportSchema, value: unknown): ValidReport {
  return schema.parse(value) as ValidReport
}

function errorsOf(schema: typeof humanReportSchema | typeof veterinaryReportSchema, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? {} : reportErrorCodesOf(result.error)
}

describe('the report schemas (spec sections 3 and 5)', () => {
  it('accept a complete human and a complete veterinary report', () => {
    expect(errorsOf(humanReportSchema, human)).toEqual({})
    expect(errorsOf(veterinaryReportSchema, veterinary)).toEqual({})
    expect(reportSubmissionSchema.safeParse({ ...veterinary, botCheckToken: 't' }).success).toBe(true)
  })

  it('mark every missing mandatory answer of a step as required', () => {
    const result = reportStepSchema('human', 0).safeParse({ answers: {} })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(reportErrorCodesOf(result.error)).toEqual({
      reporterName: 'required',
      reportingFor: 'required',
      consultedProfessional: 'required',
    })
    expect(errorText(reportStrings('hr'), 'required')).toBe('Unesite tražene podatke')
    expect(errorText(reportStrings('en'), 'required')).toBe('Enter the requested information')
  })

  it('asks the stop date only when the drug was stopped, and not before its start', () => {
    expect(errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, stopped: 'yes' }] })).toEqual({
      'drugs.0.stopDate': 'required',
    })
    expect(
      errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, stopped: 'yes', stopDate: '2026-09-30' }] }),
    ).toEqual({ 'drugs.0.stopDate': 'endBeforeStart' })
    // A stop date left over from an earlier answer is dropped, not checked, when the drug was not stopped.
    const parsed = parseReport(humanReportSchema, {
      ...human,
      drugs: [{ ...drug, stopped: 'no', stopDate: '2999-01-01' }],
    })
    expect(parsed.drugs?.[0]).not.toHaveProperty('stopDate')
  })

  it("needs a batch number unless 'I can't find the serial number' is ticked", () => {
    expect(errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, batchNumber: '' }] })).toEqual({
      'drugs.0.batchNumber': 'required',
    })
    expect(
      errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, batchNumber: '', batchUnknown: true }] }),
    ).toEqual({})
  })

  it('asks pregnancy and breastfeeding only for a female patient of childbearing age', () => {
    const female = { ...human, answers: { ...humanAnswers, patientGender: 'female' } }
    expect(errorsOf(humanReportSchema, female)).toEqual({ pregnant: 'required', breastfeeding: 'required' })
    expect(errorsOf(humanReportSchema, { ...female, answers: { ...female.answers, patientAge: '75' } })).toEqual({})
    expect(errorsOf(humanReportSchema, human)).toEqual({})
  })

  it('refuses dates in the future and ends before starts', () => {
    const future = '2999-01-01'
    expect(errorsOf(humanReportSchema, { ...human, answers: { ...humanAnswers, reactionStart: future } })).toEqual({
      reactionStart: 'futureDate',
    })
    expect(errorsOf(humanReportSchema, { ...human, answers: { ...humanAnswers, reactionEnd: '2026-10-02' } })).toEqual({
      reactionEnd: 'endBeforeStart',
    })
    expect(
      errorsOf(veterinaryReportSchema, { ...veterinary, answers: { ...veterinary.answers, therapyEnd: '2026-09-01' } }),
    ).toEqual({ therapyEnd: 'endBeforeStart' })
    expect(
      errorsOf(veterinaryReportSchema, { ...veterinary, answers: { ...veterinary.answers, effectDate: '2026-02-30' } }),
    ).toEqual({ effectDate: 'invalidDate' })
    expect(latestPossibleDate(new Date('2026-11-22T09:00:00Z'))).toBe('2026-11-22')
    expect(latestPossibleDate(new Date('2026-11-22T11:00:00Z'))).toBe('2026-11-23')
  })

  it('keeps age, weight and doses within bounds', () => {
    const answers = { ...humanAnswers, patientAge: '121' }
    expect(errorsOf(humanReportSchema, { ...human, answers })).toEqual({ patientAge: 'outOfRange' })
    expect(errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, dailyDose: '0' }] })).toEqual({
      'drugs.0.dailyDose': 'outOfRange',
    })
    expect(errorsOf(humanReportSchema, { ...human, drugs: [{ ...drug, dailyDose: 'puno' }] })).toEqual({
      'drugs.0.dailyDose': 'invalidNumber',
    })
    expect(
      errorsOf(veterinaryReportSchema, { ...veterinary, answers: { ...veterinary.answers, animalWeight: '2500' } }),
    ).toEqual({ animalWeight: 'outOfRange' })
    expect(errorText(reportStrings('en'), 'outOfRange', { name: 'patientAge', kind: 'number', min: 0, max: 120 })).toBe(
      'Enter a number from 0 to 120.',
    )
  })

  it('asks the animal details for an animal and age and gender for a human subject', () => {
    const person = { ...veterinary, answers: { ...veterinary.answers, subject: 'human' } }
    expect(errorsOf(veterinaryReportSchema, person)).toEqual({ humanAge: 'required', humanGender: 'required' })
  })

  it('needs one drug at least and ten at most, and refuses unknown options and oversize text', () => {
    expect(errorsOf(humanReportSchema, { ...human, drugs: [] })).toEqual({ drugs: 'required' })
    expect(errorsOf(humanReportSchema, { ...human, drugs: Array(11).fill(drug) })).toEqual({ drugs: 'tooMany' })
    expect(
      errorsOf(humanReportSchema, {
        ...human,
        answers: { ...humanAnswers, outcome: 'healed', reporterName: 'x'.repeat(101), reporterEmail: 'no' },
      }),
    ).toEqual({ outcome: 'invalidOption', reporterName: 'tooLong', reporterEmail: 'invalidEmail' })
  })
})

describe('legal deadlines', () => {
  const received = new Date('2026-11-22T10:00:00Z')

  it('gives 15 days to a serious human case, 90 to another, 30 to every veterinary report', () => {
    expect(deadlineDays).toEqual({ serious: 15, nonSerious: 90, veterinary: 30 })
    expect(reportDeadline('human', true, received).toISOString()).toBe('2026-12-07T10:00:00.000Z')
    expect(reportDeadline('human', false, received).toISOString()).toBe('2027-02-20T10:00:00.000Z')
    expect(reportDeadlineDays('veterinary', true)).toBe(30)
    expect(reportDeadlineDays('veterinary', false)).toBe(30)
  })

  it.each([
    ['death', { seriousness: ['death'] }],
    ['a life-threatening reaction', { seriousness: ['lifeThreatening'] }],
    ['a hospital admission', { hospitalAdmission: 'yes' }],
    ['disability', { seriousness: ['disability'] }],
    ['a congenital anomaly', { seriousness: ['congenitalAnomaly'] }],
    ['another medically important condition', { seriousness: ['otherImportant'] }],
    ['a fatal outcome', { outcome: 'fatal' }],
  ])('counts %s as serious', (_case, change) => {
    const record = reportRecord(parseReport(humanReportSchema, { ...human, answers: { ...humanAnswers, ...change } }))
    expect(record.reaction.serious).toBe(true)
  })

  it('counts a report without any criterion as non-serious', () => {
    expect(reportRecord(parseReport(humanReportSchema, human)).reaction.serious).toBe(false)
  })

  it('marks an open report past its deadline as overdue, a closed one never', () => {
    const now = new Date('2026-12-08T00:00:00Z')
    expect(isOverdue('2026-12-07T10:00:00Z', 'new', now)).toBe(true)
    expect(isOverdue('2026-12-07T10:00:00Z', 'forwarded', now)).toBe(true)
    expect(isOverdue('2026-12-07T10:00:00Z', 'closed', now)).toBe(false)
    expect(isOverdue('2026-12-09T10:00:00Z', 'new', now)).toBe(false)
  })
})

describe('the stored record, shaped after ICH E2B(R3)', () => {
  it('keeps reporter, patient, suspect and concomitant drugs, reaction and a narrative', () => {
    const record = reportRecord(
      parseReport(humanReportSchema, { ...human, answers: { ...humanAnswers, otherDrugsLastWeek: 'Andol 100' } }),
    )
    expect(record.reporter).toMatchObject({ name: 'Ana Horvat', email: 'ana@example.com', qualification: 'consumer' })
    expect(record.patient).toMatchObject({ initials: 'AH', ageYears: 34, sex: 'male' })
    expect(record.drugs).toEqual([
      expect.objectContaining({ role: 'suspect', name: 'Ibuprofen 400', dailyDose: 1200, batchNumber: 'AB123' }),
      { role: 'concomitant', name: 'Andol 100' },
    ])
    expect(record.reaction).toMatchObject({ outcome: 'recovering', startDate: '2026-10-03' })
    expect(record.narrative).toContain('Ibuprofen 400')
  })

  it('keeps an animal with its weight, and a batch number not found', () => {
    const record = reportRecord(parseReport(veterinaryReportSchema, veterinary))
    expect(record.patient).toMatchObject({ subject: 'animal', species: 'Pas, labrador', weightKg: 28.5 })
    expect(record.drugs[0]).toMatchObject({ role: 'suspect', batchNumber: null, batchNumberNotFound: true })
    expect(record.reporter.qualification).toBe('owner')
  })
})
