/**
 * The questions of the two adverse-reaction forms (spec section 3), as data: the wizard renders them
 * and `schema.ts` builds the zod schemas from them, so a field, its bounds and when it is asked are
 * written once. Labels and options are texts under `Report.fields` and `Report.options` in messages/.
 */
const yesNoUnknown = ['yes', 'no', 'unknown'] as const
const yesNo = ['yes', 'no'] as const
const doseUnits = ['mg', 'g', 'mcg', 'ml', 'iu', 'units'] as const
export const seriousnessCriteria = [
  'death',
  'lifeThreatening',
  'disability',
  'congenitalAnomaly',
  'otherImportant',
] as const
const reactionOutcomes = [
  'recovered',
  'recovering',
  'notRecovered',
  'recoveredWithSequelae',
  'fatal',
  'unknown',
] as const
const reporterTypes = ['veterinarian', 'owner', 'healthcareWorker', 'other'] as const

export type FieldValue = string | boolean | string[]
export type FieldValues = Record<string, FieldValue | undefined>

type Common = {
  name: string
  /** Marked with an asterisk; an empty answer is 'Enter the requested information'. */
  required?: boolean
  /** Asked (shown, validated and kept) only when this holds for the answers so far. */
  when?: (values: FieldValues) => boolean
  autoComplete?: string
}

export type FieldSpec = Common &
  (
    | { kind: 'text' | 'email' | 'tel' | 'textarea'; maxLength: number }
    | { kind: 'date'; notBefore?: string }
    | { kind: 'number'; min: number; max: number; unit?: string; minExclusive?: boolean }
    | { kind: 'choice' | 'select'; options: readonly string[] }
    | { kind: 'checks'; options: readonly string[] }
    | { kind: 'checkbox' }
  )

/** One fieldset of a step; a repeated one (the human form's drugs) is a list the visitor adds to and removes from. */
export type SectionSpec = { id: string; fields: FieldSpec[]; repeat?: { min: number; max: number } }
export type ReportKind = 'human' | 'veterinary'

/** Each step lists its sections; `legal` adds the legal information (the pharmacovigilance or veterinary act). */
type StepSpec = { sections: SectionSpec[]; legal?: boolean }

const is = (name: string, value: string) => (values: FieldValues) => values[name] === value

const pregnancyRelevant = (values: FieldValues) => {
  if (values.patientGender !== 'female') return false
  const age = Number(String(values.patientAge ?? '').replace(',', '.'))
  return !values.patientAge || Number.isNaN(age) || (age >= 10 && age <= 60)
}

const reporterContact: FieldSpec[] = [
  { name: 'reporterName', kind: 'text', maxLength: 100, required: true, autoComplete: 'name' },
  { name: 'reporterEmail', kind: 'email', maxLength: 100, autoComplete: 'email' },
  { name: 'reporterPhone', kind: 'tel', maxLength: 30, autoComplete: 'tel' },
  { name: 'reporterInstitution', kind: 'text', maxLength: 200, autoComplete: 'organization' },
  { name: 'reportingFor', kind: 'choice', options: ['self', 'otherPerson'], required: true },
]

const dose: FieldSpec[] = [
  { name: 'dailyDose', kind: 'number', min: 0, max: 100_000, minExclusive: true, required: true },
  { name: 'doseUnit', kind: 'select', options: doseUnits, required: true },
]

const batch: FieldSpec[] = [
  { name: 'batchNumber', kind: 'text', maxLength: 50, required: true, when: (values) => values.batchUnknown !== true },
  { name: 'batchUnknown', kind: 'checkbox' },
]

const closing: FieldSpec[] = [
  { name: 'questions', kind: 'textarea', maxLength: 2000 },
  { name: 'permissionToContact', kind: 'choice', options: yesNo, required: true },
]

const humanReporter: SectionSpec = {
  id: 'reporter',
  fields: [
    ...reporterContact,
    { name: 'consultedProfessional', kind: 'choice', options: yesNoUnknown, required: true },
    { name: 'professionalComments', kind: 'textarea', maxLength: 2000, when: is('consultedProfessional', 'yes') },
  ],
}

const patient: SectionSpec = {
  id: 'patient',
  fields: [
    { name: 'patientInitials', kind: 'text', maxLength: 10, required: true },
    { name: 'patientAge', kind: 'number', min: 0, max: 120, unit: 'years', required: true },
    { name: 'patientGender', kind: 'choice', options: ['male', 'female'], required: true },
    { name: 'pregnant', kind: 'choice', options: yesNoUnknown, required: true, when: pregnancyRelevant },
    { name: 'breastfeeding', kind: 'choice', options: yesNoUnknown, required: true, when: pregnancyRelevant },
    { name: 'patientOtherInfo', kind: 'textarea', maxLength: 2000 },
  ],
}

export const maxDrugs = 10

const drugs: SectionSpec = {
  id: 'drugs',
  repeat: { min: 1, max: maxDrugs },
  fields: [
    { name: 'drugName', kind: 'text', maxLength: 200, required: true },
    ...dose,
    { name: 'startDate', kind: 'date', required: true },
    ...batch,
    { name: 'stopped', kind: 'choice', options: yesNoUnknown, required: true },
    { name: 'stopDate', kind: 'date', required: true, notBefore: 'startDate', when: is('stopped', 'yes') },
    { name: 'condition', kind: 'text', maxLength: 500, required: true },
  ],
}

const otherDrugs: SectionSpec = {
  id: 'otherDrugs',
  fields: [
    { name: 'otherDrugsLastWeek', kind: 'textarea', maxLength: 2000 },
    { name: 'previousDrugs', kind: 'choice', options: yesNoUnknown },
  ],
}

const reaction: SectionSpec = {
  id: 'reaction',
  fields: [
    { name: 'reactionDescription', kind: 'textarea', maxLength: 5000, required: true },
    { name: 'reactionStart', kind: 'date', required: true },
    { name: 'reactionEnd', kind: 'date', notBefore: 'reactionStart' },
    { name: 'treatment', kind: 'textarea', maxLength: 2000 },
    { name: 'stoppedAfterWithdrawal', kind: 'choice', options: yesNoUnknown },
    { name: 'reappeared', kind: 'choice', options: yesNoUnknown },
    { name: 'doctorVisit', kind: 'choice', options: yesNo, required: true },
    { name: 'hospitalAdmission', kind: 'choice', options: yesNo, required: true },
    { name: 'seriousness', kind: 'checks', options: seriousnessCriteria },
    { name: 'outcome', kind: 'select', options: reactionOutcomes, required: true },
    ...closing,
  ],
}

const vetReporter: SectionSpec = {
  id: 'vetReporter',
  fields: [{ name: 'reporterType', kind: 'choice', options: reporterTypes, required: true }, ...reporterContact],
}

const animal = is('subject', 'animal')
const human = is('subject', 'human')

const subject: SectionSpec = {
  id: 'subject',
  fields: [
    { name: 'subject', kind: 'choice', options: ['animal', 'human'], required: true },
    { name: 'microchip', kind: 'text', maxLength: 50, when: animal },
    { name: 'animalSpecies', kind: 'text', maxLength: 200, required: true, when: animal },
    { name: 'animalSex', kind: 'choice', options: ['male', 'female', 'unknown'], required: true, when: animal },
    { name: 'animalAge', kind: 'number', min: 0, max: 50, unit: 'years', required: true, when: animal },
    {
      name: 'animalWeight',
      kind: 'number',
      min: 0,
      max: 2000,
      minExclusive: true,
      unit: 'kg',
      required: true,
      when: animal,
    },
    { name: 'humanAge', kind: 'number', min: 0, max: 120, unit: 'years', required: true, when: human },
    { name: 'humanGender', kind: 'choice', options: ['male', 'female'], required: true, when: human },
  ],
}

const effect: SectionSpec = {
  id: 'effect',
  fields: [
    { name: 'effectDate', kind: 'date', required: true },
    { name: 'effectDescription', kind: 'textarea', maxLength: 5000, required: true },
    { name: 'effectDuration', kind: 'text', maxLength: 200 },
    { name: 'treatedWithMedicine', kind: 'choice', options: yesNoUnknown, required: true },
  ],
}

const medicine: SectionSpec = {
  id: 'medicine',
  fields: [
    { name: 'medicineName', kind: 'text', maxLength: 200, required: true },
    ...dose,
    { name: 'therapyStart', kind: 'date', required: true },
    { name: 'therapyEnd', kind: 'date', notBefore: 'therapyStart' },
    ...batch,
  ],
}

const vetClosing: SectionSpec = { id: 'closing', fields: closing }

export const reportSteps: Record<ReportKind, StepSpec[]> = {
  human: [
    { sections: [humanReporter] },
    { sections: [patient, drugs, otherDrugs] },
    { sections: [reaction], legal: true },
  ],
  veterinary: [
    { sections: [vetReporter] },
    { sections: [subject, effect] },
    { sections: [medicine, vetClosing] },
    { sections: [], legal: true },
  ],
}

/** Every section of a form, in order. */
export function reportSections(kind: ReportKind): SectionSpec[] {
  return reportSteps[kind].flatMap((step) => step.sections)
}

/** Whether a field is asked, given the answers of its own section (or drug). */
export function isAsked(field: FieldSpec, values: FieldValues): boolean {
  return field.when ? field.when(values) : true
}

export function emptyValue(field: FieldSpec): FieldValue {
  if (field.kind === 'checkbox') return false
  if (field.kind === 'checks') return []
  return ''
}

/** A drug of the human form's list, every question unanswered. */
export function emptyDrug(): FieldValues {
  const drugs = reportSections('human').find((section) => section.repeat)
  return Object.fromEntries((drugs?.fields ?? []).map((field) => [field.name, emptyValue(field)]))
}

const everyField = [...reportSections('human'), ...reportSections('veterinary')].flatMap((section) => section.fields)

/** The question an error key (`reporterName`, `drugs.0.stopDate`) belongs to. */
export function fieldByErrorKey(key: string): FieldSpec | undefined {
  const name = key.split('.').at(-1)
  return everyField.find((field) => field.name === name)
}
