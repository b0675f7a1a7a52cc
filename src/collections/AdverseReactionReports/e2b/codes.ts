import { el, type XmlNode } from './xml'

/**
 * Identifiers and code systems of the ICH E2B(R3) implementation guide: the ICH OIDs under
 * 2.16.840.1.113883.3.989.2.1 (`.1.x` code systems, `.3.x` identifier roots), HL7's and ISO's.
 */
const ich = '2.16.840.1.113883.3.989.2.1'
export const oid = {
  batchType: `${ich}.1.1`,
  reportType: `${ich}.1.2`,
  reporterQualification: `${ich}.1.6`,
  senderType: `${ich}.1.7`,
  outcome: `${ich}.1.11`,
  drugRole: `${ich}.1.13`,
  actionTaken: `${ich}.1.15`,
  recurrence: `${ich}.1.16`,
  observation: `${ich}.1.19`,
  organizer: `${ich}.1.20`,
  commentAuthor: `${ich}.1.21`,
  relatedInvestigation: `${ich}.1.22`,
  investigationCharacteristic: `${ich}.1.23`,
  messageId: `${ich}.3.1`,
  worldwideCaseId: `${ich}.3.2`,
  messageSender: `${ich}.3.11`,
  messageReceiver: `${ich}.3.12`,
  batchSender: `${ich}.3.13`,
  batchReceiver: `${ich}.3.14`,
  batchNumber: `${ich}.3.22`,
  hl7Interaction: '2.16.840.1.113883.1.6',
  hl7TriggerEvent: '2.16.840.1.113883.1.18',
  hl7ActCode: '2.16.840.1.113883.5.4',
  meddra: '2.16.840.1.113883.6.163',
  sex: '1.0.5218',
  country: '1.0.3166.1.2.2',
} as const

/** E2B observation codes (code system `.1.19`) of the elements this export writes. */
export const observationCode = {
  age: '3',
  weight: '7',
  reporterComments: '10',
  medicalHistoryText: '18',
  indication: '19',
  drugRole: '20',
  lifeThreatening: '21',
  expedited: '23',
  otherMedicallyImportant: '26',
  outcome: '27',
  reaction: '29',
  recurrence: '31',
  hospitalisation: '33',
  death: '34',
  disability: '35',
  congenitalAnomaly: '12',
} as const

/** E.i.7 outcome (`.1.11`) of the form's answers; a veterinary report has none: 0, unknown. */
export const outcomeCodes: Record<string, string> = {
  recovered: '1',
  recovering: '2',
  notRecovered: '3',
  recoveredWithSequelae: '4',
  fatal: '5',
  unknown: '0',
}

/** C.2.r.4 qualification (`.1.6`): 3 other health professional, 5 consumer or other non-health professional. */
export const qualificationCodes: Record<string, string> = {
  consumer: '5',
  veterinarian: '3',
  healthcareWorker: '3',
  owner: '5',
  other: '5',
}

/** G.k.8 action taken with the drug (`.1.15`), from "did you stop taking it": 1 withdrawn, 4 not changed, 0 unknown. */
export const actionTakenCodes: Record<string, string> = { yes: '1', no: '4', unknown: '0' }

/**
 * G.k.9.i.4 recurrence on re-administration (`.1.16`): 1 yes, 2 no. A reporter's "I don't know" is left out: code
 * 3 says the drug was given again with an unknown outcome, which the reporter never said.
 */
export const recurrenceCodes: Record<string, string> = { yes: '1', no: '2' }

/** D.5 sex as ISO/IEC 5218. */
export const sexCodes: Record<string, string> = { male: '1', female: '2' }

/** The form's dose units in UCUM, as E2B wants them. */
export const ucumUnits: Record<string, string> = { mg: 'mg', g: 'g', mcg: 'ug', ml: 'mL', iu: '[iU]', units: '{unit}' }

/** ISO 639-2 language of a site locale (E.i.1.1b). */
export const languageCodes: Record<string, string> = { hr: 'hrv', en: 'eng', sl: 'slv', bs: 'bos' }

/** `<code code=… codeSystem=…/>` of one E2B observation. */
export const observation = (code: string): XmlNode => el('code', { code, codeSystem: oid.observation })

/** A coded value (`xsi:type="CE"`). */
export const codedValue = (code: string, codeSystem: string): XmlNode =>
  el('value', { 'xsi:type': 'CE', code, codeSystem })

/** A yes/no E2B value: `true`, `false`, or (seriousness criteria, which take only true) "no information". */
export const booleanValue = (value: boolean, falseAs: 'false' | 'NI' = 'false'): XmlNode =>
  value || falseAs === 'false'
    ? el('value', { 'xsi:type': 'BL', value: String(value) })
    : el('value', { 'xsi:type': 'BL', nullFlavor: 'NI' })

type Children = Parameters<typeof el>[2][]

/** An act that happened (`moodCode="EVN"`) of an HL7 class. */
export const happened = (name: string, classCode: string, ...children: Children) =>
  el(name, { classCode, moodCode: 'EVN' }, ...children)

/** One E2B observation: its code and what follows it (value, relationships). */
export const observed = (code: string, ...children: Children) =>
  happened('observation', 'OBS', observation(code), ...children)

/** A particular thing, person or place (`determinerCode="INSTANCE"`). */
export const instance = (name: string, classCode: string, ...children: Children) =>
  el(name, { classCode, determinerCode: 'INSTANCE' }, ...children)

/** `author/assignedEntity`: who wrote a part of the case. */
export const authoredBy = (...children: Children) =>
  el('author', { typeCode: 'AUT' }, el('assignedEntity', { classCode: 'ASSIGNED' }, ...children))

/** An organisation by name, as the entity it belongs to represents it. */
export const organisationNamed = (name: string, ...children: Children) =>
  instance('representedOrganization', 'ORG', el('name', {}, name), ...children)

/** `consumable/instanceOfKind`: the medicine a substance administration used. */
export const consumable = (...children: Children) =>
  el('consumable', { typeCode: 'CSM' }, el('instanceOfKind', { classCode: 'INST' }, ...children))

/** A country (ISO 3166-1 alpha-2). */
export const countryCode = (code: string) => el('code', { code, codeSystem: oid.country })
