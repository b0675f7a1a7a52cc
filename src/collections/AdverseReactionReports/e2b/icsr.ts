import { randomUUID } from 'node:crypto'
import { booleanValue, codedValue, happened, instance, observation, observationCode, oid } from './codes'
import { drugOrganizer, drugRoles } from './drugs'
import { primaryRole } from './patient'
import { type MeddraCoding, reactionObservation } from './reaction'
import { primarySource, reporterComments, type Sender, senderInformation } from './source'
import { hl7Time, part, parts, text } from './stored'
import { el, type XmlNode, xmlDocument } from './xml'

/** What the export needs of a stored report (the collection's row). */
type StoredReport = {
  reference: string
  kind: string
  seriousness: string
  receivedAt: string
  locale: string
  report: unknown
  meddra?: MeddraCoding
}

type IcsrOptions = { sender: Sender; receiver: string; country: string; now: Date }

const device = (role: 'receiver' | 'sender', root: string, extension: string) =>
  el(role, { typeCode: role === 'receiver' ? 'RCV' : 'SND' }, instance('device', 'DEV', el('id', { extension, root })))

const caseComponent = (code: string, value: XmlNode) =>
  el(
    'component',
    { typeCode: 'COMP' },
    el('observationEvent', { classCode: 'OBS', moodCode: 'EVN' }, observation(code), value),
  )

/** C.1 to H of one case: the `investigationEvent`. */
function investigationEvent(stored: StoredReport, options: IcsrOptions, caseId: string): XmlNode {
  const record = part(stored.report)
  const reactionId = randomUUID()
  const drugs = parts(record.drugs).map((drug) => ({ id: randomUUID(), drug }))
  const received = new Date(stored.receivedAt)
  const reporter = part(record.reporter)
  return happened(
    'investigationEvent',
    'INVSTG',
    el('id', { extension: caseId, root: oid.messageId }),
    el('id', { extension: caseId, root: oid.worldwideCaseId }),
    el('code', { code: 'PAT_ADV_EVNT', codeSystem: oid.hl7ActCode }),
    text(record, 'narrative') && el('text', {}, text(record, 'narrative')),
    el('statusCode', { code: 'active' }),
    el('effectiveTime', {}, el('low', { value: hl7Time(received) })),
    el('availabilityTime', { value: hl7Time(received) }),
    el(
      'component',
      { typeCode: 'COMP' },
      happened(
        'adverseEventAssessment',
        'INVSTG',
        primaryRole(
          part(record.patient),
          [
            reactionObservation(part(record.reaction), {
              id: reactionId,
              locale: stored.locale,
              country: options.country,
              meddra: stored.meddra,
            }),
            drugs.length > 0 && drugOrganizer(drugs, reactionId),
          ].filter((node): node is XmlNode => Boolean(node)),
        ),
        drugRoles(drugs),
        reporterComments(reporter),
      ),
    ),
    caseComponent(observationCode.expedited, booleanValue(stored.seriousness === 'serious')),
    primarySource(reporter, options.country),
    senderInformation(options.sender),
    el(
      'subjectOf2',
      { typeCode: 'SUBJ' },
      happened(
        'investigationCharacteristic',
        'OBS',
        el('code', { code: '1', codeSystem: oid.investigationCharacteristic }),
        codedValue('1', oid.reportType),
      ),
    ),
  )
}

/**
 * One stored report as an ICH E2B(R3) ICSR: a batch (`MCCI_IN200100UV01`) holding one message
 * (`PORR_IN049016UV`), in the HL7 v3 namespace. The mapping is in docs/pharmacovigilance.md.
 */
export function icsrMessage(stored: StoredReport, options: IcsrOptions): string {
  const created = hl7Time(options.now)
  // C.1.1: country, sender and the sender's own case number, unique worldwide.
  const caseId = `${options.country}-${options.sender.id}-${stored.reference}`
  const message = el(
    'PORR_IN049016UV',
    {},
    el('id', { extension: caseId, root: oid.messageId }),
    el('creationTime', { value: created }),
    el('interactionId', { extension: 'PORR_IN049016UV', root: oid.hl7Interaction }),
    el('processingCode', { code: 'P' }),
    el('processingModeCode', { code: 'T' }),
    el('acceptAckCode', { code: 'AL' }),
    device('receiver', oid.messageReceiver, options.receiver),
    device('sender', oid.messageSender, options.sender.id),
    happened(
      'controlActProcess',
      'CACT',
      el('code', { code: 'PORR_TE049016UV', codeSystem: oid.hl7TriggerEvent }),
      el('effectiveTime', { value: created }),
      el('subject', { typeCode: 'SUBJ' }, investigationEvent(stored, options, caseId)),
    ),
  )
  return xmlDocument(
    el(
      'MCCI_IN200100UV01',
      {
        ITSVersion: 'XML_1.0',
        xmlns: 'urn:hl7-org:v3',
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': 'urn:hl7-org:v3 MCCI_IN200100UV01.xsd',
      },
      el('id', { extension: `${stored.reference}-${created.slice(0, 14)}`, root: oid.batchNumber }),
      el('creationTime', { value: created }),
      el('responseModeCode', { code: 'D' }),
      el('interactionId', { extension: 'MCCI_IN200100UV01', root: oid.hl7Interaction }),
      el('name', { code: '1', codeSystem: oid.batchType }),
      message,
      device('receiver', oid.batchReceiver, options.receiver),
      device('sender', oid.batchSender, options.sender.id),
    ),
  )
}
