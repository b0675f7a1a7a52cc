import { isSerious, type Seriousness } from './deadline'
import { type ReportKind, seriousnessCriteria } from './fields'
import { type Answers, parseDecimal, type ValidReport } from './schema'

const text = (answers: Answers, name: string): string | null => {
  const value = answers[name]
  return typeof value === 'string' && value !== '' ? value : null
}
const decimal = (answers: Answers, name: string): number | null => {
  const value = text(answers, name)
  return value === null ? null : parseDecimal(value)
}
const list = (answers: Answers, name: string): string[] => {
  const value = answers[name]
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}

/**
 * A report as the pharmacovigilance officer keeps it: the answers arranged after the ICH E2B(R3)
 * sections (C.2 primary source, D patient, G drugs with their role, E reaction with seriousness and
 * outcome, H narrative), so it can be re-keyed into the authority's system without guessing.
 */
type ReportRecord = {
  kind: ReportKind
  reporter: Record<string, string | null>
  patient: Record<string, string | number | null>
  drugs: Record<string, string | number | boolean | null>[]
  reaction: { [key: string]: unknown; seriousness: Seriousness; serious: boolean }
  narrative: string
}

function reporterOf(answers: Answers, kind: ReportKind) {
  return {
    // E2B C.2.r.4 qualification: a human report's reporter is a consumer unless they say otherwise.
    qualification: kind === 'veterinary' ? text(answers, 'reporterType') : 'consumer',
    name: text(answers, 'reporterName'),
    email: text(answers, 'reporterEmail'),
    phone: text(answers, 'reporterPhone'),
    organisation: text(answers, 'reporterInstitution'),
    reportingFor: text(answers, 'reportingFor'),
    consultedHealthProfessional: text(answers, 'consultedProfessional'),
    healthProfessionalComments: text(answers, 'professionalComments'),
    permissionToContact: text(answers, 'permissionToContact'),
    questionsAndComments: text(answers, 'questions'),
  }
}

function batchOf(drug: Answers) {
  return { batchNumber: text(drug, 'batchNumber'), batchNumberNotFound: drug.batchUnknown === true }
}

function humanRecord(report: ValidReport): Omit<ReportRecord, 'narrative'> {
  const { answers } = report
  const criteria = list(answers, 'seriousness')
  const seriousness: Seriousness = {
    death: criteria.includes('death') || text(answers, 'outcome') === 'fatal',
    lifeThreatening: criteria.includes('lifeThreatening'),
    hospitalisation: text(answers, 'hospitalAdmission') === 'yes',
    disability: criteria.includes('disability'),
    congenitalAnomaly: criteria.includes('congenitalAnomaly'),
    otherMedicallyImportant: criteria.includes('otherImportant'),
  }
  const suspects = (report.drugs ?? []).map((drug) => ({
    role: 'suspect',
    name: text(drug, 'drugName'),
    dailyDose: decimal(drug, 'dailyDose'),
    doseUnit: text(drug, 'doseUnit'),
    startDate: text(drug, 'startDate'),
    stopped: text(drug, 'stopped'),
    endDate: text(drug, 'stopDate'),
    ...batchOf(drug),
    indication: text(drug, 'condition'),
    dechallenge: text(answers, 'stoppedAfterWithdrawal'),
    rechallenge: text(answers, 'reappeared'),
  }))
  const concomitant = text(answers, 'otherDrugsLastWeek')
  return {
    kind: 'human',
    reporter: reporterOf(answers, 'human'),
    patient: {
      subject: 'human',
      initials: text(answers, 'patientInitials'),
      ageYears: decimal(answers, 'patientAge'),
      sex: text(answers, 'patientGender'),
      pregnant: text(answers, 'pregnant'),
      breastfeeding: text(answers, 'breastfeeding'),
      otherInformation: text(answers, 'patientOtherInfo'),
      previousDrugs: text(answers, 'previousDrugs'),
    },
    drugs: [...suspects, ...(concomitant ? [{ role: 'concomitant', name: concomitant }] : [])],
    reaction: {
      description: text(answers, 'reactionDescription'),
      startDate: text(answers, 'reactionStart'),
      endDate: text(answers, 'reactionEnd'),
      treatment: text(answers, 'treatment'),
      doctorVisit: text(answers, 'doctorVisit'),
      hospitalAdmission: text(answers, 'hospitalAdmission'),
      outcome: text(answers, 'outcome'),
      seriousness,
      serious: isSerious(seriousness),
    },
  }
}

function veterinaryRecord(report: ValidReport): Omit<ReportRecord, 'narrative'> {
  const { answers } = report
  const animal = text(answers, 'subject') === 'animal'
  return {
    kind: 'veterinary',
    reporter: reporterOf(answers, 'veterinary'),
    patient: animal
      ? {
          subject: 'animal',
          identification: text(answers, 'microchip'),
          species: text(answers, 'animalSpecies'),
          sex: text(answers, 'animalSex'),
          ageYears: decimal(answers, 'animalAge'),
          weightKg: decimal(answers, 'animalWeight'),
        }
      : { subject: 'human', ageYears: decimal(answers, 'humanAge'), sex: text(answers, 'humanGender') },
    drugs: [
      {
        role: 'suspect',
        name: text(answers, 'medicineName'),
        dailyDose: decimal(answers, 'dailyDose'),
        doseUnit: text(answers, 'doseUnit'),
        startDate: text(answers, 'therapyStart'),
        endDate: text(answers, 'therapyEnd'),
        ...batchOf(answers),
      },
    ],
    reaction: {
      description: text(answers, 'effectDescription'),
      startDate: text(answers, 'effectDate'),
      duration: text(answers, 'effectDuration'),
      treatedWithMedicine: text(answers, 'treatedWithMedicine'),
      // Veterinary reports have one deadline; seriousness is left to the officer's assessment.
      seriousness: Object.fromEntries(seriousnessCriteria.map((key) => [key, false])) as Seriousness,
      serious: false,
    },
  }
}

/** E2B H.1: the case in a few plain sentences, for the officer's first read. */
function narrativeOf(record: Omit<ReportRecord, 'narrative'>): string {
  const { patient, reaction, drugs } = record
  const who =
    patient.subject === 'animal'
      ? `Animal (${patient.species ?? 'species not given'}, ${patient.sex ?? 'sex not given'}, ${patient.ageYears ?? '?'} years, ${patient.weightKg ?? '?'} kg)`
      : `Patient (${patient.sex ?? 'sex not given'}, ${patient.ageYears ?? '?'} years)`
  const suspects = drugs
    .filter((drug) => drug.role === 'suspect')
    .map((drug) => `${drug.name} ${drug.dailyDose ?? ''} ${drug.doseUnit ?? ''}/day from ${drug.startDate}`.trim())
  return [
    `${who} treated with ${suspects.join('; ')}.`,
    `Reaction from ${reaction.startDate}: ${reaction.description}`,
    reaction.outcome ? `Outcome: ${reaction.outcome}.` : '',
    reaction.serious ? 'Reported as serious.' : '',
  ]
    .filter(Boolean)
    .join('\n')
}

export function reportRecord(report: ValidReport): ReportRecord {
  const record = report.kind === 'human' ? humanRecord(report) : veterinaryRecord(report)
  return { ...record, narrative: narrativeOf(record) }
}
