import { happened, instance, observationCode, observed, oid, sexCodes } from './codes'
import { type StoredPart, text } from './stored'
import { el, type XmlNode } from './xml'

const quantity = (code: string, value: string | null, unit: string) =>
  value && el('subjectOf2', { typeCode: 'SBJ' }, observed(code, el('value', { 'xsi:type': 'PQ', value, unit })))

const answered = (patient: StoredPart, key: string, label: string) => {
  const answer = text(patient, key)
  return answer && `${label}: ${answer}.`
}

/**
 * D.7.2, relevant history as text: what the form asks that E2B has no element for (pregnancy and
 * breastfeeding as answered, the patient's other information; an animal's species and identification).
 */
function historyText(patient: StoredPart): string | null {
  const lines =
    patient.subject === 'animal'
      ? [
          `Animal patient. Species: ${text(patient, 'species') ?? 'not given'}.`,
          answered(patient, 'identification', 'Identification (microchip)'),
        ]
      : [
          answered(patient, 'pregnant', 'Pregnant'),
          answered(patient, 'breastfeeding', 'Breastfeeding'),
          answered(patient, 'previousDrugs', 'Took the drugs before'),
          text(patient, 'otherInformation'),
        ]
  const present = lines.filter((line): line is string => Boolean(line))
  return present.length > 0 ? present.join('\n') : null
}

function history(patient: StoredPart): XmlNode | null {
  const history = historyText(patient)
  if (!history) return null
  const entry = observed(observationCode.medicalHistoryText, el('value', { 'xsi:type': 'ED' }, history))
  return el(
    'subjectOf2',
    { typeCode: 'SBJ' },
    happened(
      'organizer',
      'CATEGORY',
      el('code', { code: '1', codeSystem: oid.organizer }),
      el('component', { typeCode: 'COMP' }, entry),
    ),
  )
}

/**
 * D: the patient (initials, sex, age, weight, history) with, as E2B nests them under the patient, the
 * reaction (E) and the drugs (G). A veterinary report's animal fills the same elements.
 */
export function primaryRole(patient: StoredPart, nested: XmlNode[]): XmlNode {
  const initials = text(patient, 'initials')
  const sex = sexCodes[text(patient, 'sex') ?? '']
  const person = instance(
    'player1',
    'PSN',
    initials ? el('name', {}, initials) : el('name', { nullFlavor: 'UNK' }),
    el('administrativeGenderCode', sex ? { code: sex, codeSystem: oid.sex } : { nullFlavor: 'UNK' }),
  )
  return el(
    'subject1',
    { typeCode: 'SBJ' },
    el(
      'primaryRole',
      { classCode: 'INVSBJ' },
      person,
      quantity(observationCode.age, text(patient, 'ageYears'), 'a'),
      quantity(observationCode.weight, text(patient, 'weightKg'), 'kg'),
      history(patient),
      nested,
    ),
  )
}
