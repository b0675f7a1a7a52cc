import {
  booleanValue,
  codedValue,
  countryCode,
  happened,
  instance,
  languageCodes,
  observation,
  observationCode,
  observed,
  oid,
  outcomeCodes,
} from './codes'
import { hl7Date, part, type StoredPart, text } from './stored'
import { el, type XmlNode } from './xml'

/** E.i.3.2 criteria in the record's `reaction.seriousness` and their E2B observation codes. */
const criteria = [
  ['death', observationCode.death],
  ['lifeThreatening', observationCode.lifeThreatening],
  ['hospitalisation', observationCode.hospitalisation],
  ['disability', observationCode.disability],
  ['congenitalAnomaly', observationCode.congenitalAnomaly],
  ['otherMedicallyImportant', observationCode.otherMedicallyImportant],
] as const

const pertinent = (code: string, value: XmlNode) =>
  el('outboundRelationship2', { typeCode: 'PERT' }, observed(code, value))

/** The officer's MedDRA coding of the reaction (the report's `meddra` group). */
export type MeddraCoding = { lltCode?: string | null; version?: string | null } | null | undefined

/**
 * E.i: the one reaction the form describes, as reported (E.i.1.1a) and, once the officer has coded it, as
 * its MedDRA LLT (E.i.2.1b) of a MedDRA version (E.i.2.1a); its dates, the country it happened in,
 * seriousness criteria and outcome.
 */
export function reactionObservation(
  reaction: StoredPart,
  options: { id: string; locale: string; country: string; meddra?: MeddraCoding },
) {
  const coded = options.meddra?.lltCode && options.meddra.version ? options.meddra : null
  const seriousness = part(reaction.seriousness)
  const start = hl7Date(text(reaction, 'startDate'))
  const end = hl7Date(text(reaction, 'endDate'))
  const outcome = outcomeCodes[text(reaction, 'outcome') ?? 'unknown'] ?? '0'
  return el(
    'subjectOf2',
    { typeCode: 'SBJ' },
    happened(
      'observation',
      'OBS',
      el('id', { root: options.id }),
      observation(observationCode.reaction),
      (start || end) &&
        el(
          'effectiveTime',
          { 'xsi:type': 'IVL_TS' },
          start && el('low', { value: start }),
          end && el('high', { value: end }),
        ),
      el(
        'value',
        {
          'xsi:type': 'CE',
          code: coded?.lltCode ?? null,
          codeSystem: coded ? oid.meddra : null,
          codeSystemVersion: coded?.version ?? null,
        },
        el('originalText', { language: languageCodes[options.locale] ?? null }, text(reaction, 'description') ?? ''),
      ),
      el(
        'location',
        { typeCode: 'LOC' },
        el('locatedEntity', { classCode: 'LOCE' }, instance('locatedPlace', 'COUNTRY', countryCode(options.country))),
      ),
      criteria.map(([key, code]) => pertinent(code, booleanValue(seriousness[key] === true, 'NI'))),
      pertinent(observationCode.outcome, codedValue(outcome, oid.outcome)),
    ),
  )
}
