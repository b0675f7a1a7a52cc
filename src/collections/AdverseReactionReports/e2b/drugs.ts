import {
  actionTakenCodes,
  codedValue,
  consumable,
  happened,
  instance,
  observation,
  observationCode,
  observed,
  oid,
  recurrenceCodes,
  ucumUnits,
} from './codes'
import { flag, hl7Date, type StoredPart, text } from './stored'
import { el, type XmlNode } from './xml'

type IdentifiedDrug = { id: string; drug: StoredPart }

const product = (name: string | null) =>
  el('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, name !== null && el('name', {}, name))

/** G.k.4.r: the daily dose, the treatment's dates and the batch (or "not found" when the reporter ticked it). */
function dosage(drug: StoredPart): XmlNode | null {
  const start = hl7Date(text(drug, 'startDate'))
  const end = hl7Date(text(drug, 'endDate'))
  const dose = text(drug, 'dailyDose')
  const batch = text(drug, 'batchNumber')
  if (!start && !end && !dose && !batch) return null
  const period = dose && el('comp', { 'xsi:type': 'PIVL_TS' }, el('period', { value: '1', unit: 'd' }))
  const dates =
    (start || end) &&
    el(
      'comp',
      { 'xsi:type': 'IVL_TS', operator: 'A' },
      start && el('low', { value: start }),
      end && el('high', { value: end }),
    )
  const lot = batch
    ? el('lotNumberText', {}, batch)
    : flag(drug, 'batchNumberNotFound') && el('lotNumberText', { nullFlavor: 'UNK' })
  return el(
    'outboundRelationship2',
    { typeCode: 'COMP' },
    happened(
      'substanceAdministration',
      'SBADM',
      el('effectiveTime', { 'xsi:type': 'SXPR_TS' }, period, dates),
      dose && el('doseQuantity', { value: dose, unit: ucumUnits[text(drug, 'doseUnit') ?? ''] ?? null }),
      consumable(instance('productInstanceInstance', 'MMAT', el('id', { nullFlavor: 'NI' }), lot), product(null)),
    ),
  )
}

/** G.k.9.i.4: did the reaction come back when the drug was taken again (asked of a human report's suspects). */
function recurrence(drug: StoredPart, reactionId: string): XmlNode | null {
  const answer = recurrenceCodes[text(drug, 'rechallenge') ?? '']
  if (!answer) return null
  const reaction = el('actReference', { classCode: 'OBS', moodCode: 'EVN' }, el('id', { root: reactionId }))
  return el(
    'outboundRelationship2',
    { typeCode: 'PERT' },
    observed(
      observationCode.recurrence,
      codedValue(answer, oid.recurrence),
      el('outboundRelationship1', { typeCode: 'REFR' }, reaction),
    ),
  )
}

/** G.k.7.r.1: what the drug was taken for, as reported. */
function indication(drug: StoredPart): XmlNode | null {
  const reported = text(drug, 'indication')
  if (!reported) return null
  const value = el('value', { 'xsi:type': 'CE' }, el('originalText', {}, reported))
  return el('inboundRelationship', { typeCode: 'RSON' }, observed(observationCode.indication, value))
}

/** G.k.8: what was done with the drug. */
function actionTaken(drug: StoredPart): XmlNode | null {
  const code = actionTakenCodes[text(drug, 'stopped') ?? '']
  if (!code) return null
  const act = happened('act', 'ACT', el('code', { code, codeSystem: oid.actionTaken }))
  return el('inboundRelationship', { typeCode: 'CAUS' }, act)
}

/** G.k: every drug of the report (suspects with their details, the reporter's list of other drugs as one). */
export function drugOrganizer(drugs: IdentifiedDrug[], reactionId: string): XmlNode {
  const administrations = drugs.map(({ id, drug }) =>
    el(
      'component',
      { typeCode: 'COMP' },
      happened(
        'substanceAdministration',
        'SBADM',
        el('id', { root: id }),
        consumable(product(text(drug, 'name') ?? '')),
        dosage(drug),
        recurrence(drug, reactionId),
        indication(drug),
        actionTaken(drug),
      ),
    ),
  )
  return el(
    'subjectOf2',
    { typeCode: 'SBJ' },
    happened('organizer', 'CATEGORY', el('code', { code: '4', codeSystem: oid.organizer }), administrations),
  )
}

const roleCodes: Record<string, string> = { suspect: '1', concomitant: '2', interacting: '3' }

/** G.k.1: each drug's role (suspect, concomitant), as the assessment that points at it. */
export function drugRoles(drugs: IdentifiedDrug[]): XmlNode[] {
  return drugs.map(({ id, drug }) => {
    const drugReference = happened('productUseReference', 'SBADM', el('id', { root: id }))
    const role = codedValue(roleCodes[text(drug, 'role') ?? ''] ?? '1', oid.drugRole)
    const assessment = happened(
      'causalityAssessment',
      'OBS',
      observation(observationCode.drugRole),
      role,
      el('subject2', { typeCode: 'SUBJ' }, drugReference),
    )
    return el('component', { typeCode: 'COMP' }, assessment)
  })
}
