import type { Element } from '@xmldom/xmldom'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { humanAnswers } from '../fixtures/reports'
import { at, children, hl7Namespace, observationOf, one, parseXml } from './support/hl7'
import { startPayload } from './support/payload'
import {
  human,
  postReport,
  reportEndpoint,
  siteUrl,
  solvedAltchaToken,
  storedReport,
  veterinary,
} from './support/reportForm'
import { restClient, staffTokens } from './support/staffApi'

let payload: Payload
let get: Awaited<ReturnType<typeof restClient>>
let tokens: Record<string, string>
const ids: Record<string, number> = {}
const ich = '2.16.840.1.113883.3.989.2.1'

async function submit(name: string, report: unknown, locale = 'hr') {
  const response = await reportEndpoint()(
    postReport({ ...(report as object), botCheckToken: await solvedAltchaToken() }, { locale }),
  )
  const { reference } = (await response.json()) as { reference: string }
  ids[name] = (await storedReport(payload, reference)).id
}

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  process.env.PV_SENDER_ID = 'DEMOMEDIKA'
  payload = await startPayload()
  get = await restClient()
  tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance'])
  await payload.create({
    collection: 'company-information',
    data: {
      market: 'cro',
      corporateName: 'Demo Medika d.o.o.',
      shortName: 'Demo Medika',
      seat: 'Zagreb',
      capitalStock: '1',
    },
    context: { disableRevalidate: true },
  })
  await submit('human', human)
  await submit('serious', {
    ...human,
    answers: { ...humanAnswers, hospitalAdmission: 'yes', reporterPhone: '+385 91 000 0000' },
  })
  await submit('veterinary', veterinary, 'en')
})

afterAll(async () => {
  await payload.destroy()
  delete process.env.PV_SENDER_ID
})

async function exported(name: string) {
  const response = await get(`adverse-reaction-reports/${ids[name]}/e2b`, tokens.pharmacovigilance)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[HV]-\d{8}-\w+-e2b\.xml"$/)
  return parseXml(await response.text())
}

const caseOf = (root: Element) => one(root, 'PORR_IN049016UV/controlActProcess/subject/investigationEvent')
const patientOf = (root: Element) => one(caseOf(root), 'component/adverseEventAssessment/subject1/primaryRole')
const reactionOf = (root: Element) => observationOf(at(patientOf(root), 'subjectOf2/observation'), '29') as Element
const pertinent = (reaction: Element, code: string) =>
  children(observationOf(at(reaction, 'outboundRelationship2/observation'), code) as Element, 'value')[0]
const attribute = (root: Element, path: string, name: string) => one(root, path).getAttribute(name)
const drugs = (root: Element) => at(patientOf(root), 'subjectOf2/organizer/component/substanceAdministration')

describe('GET /api/adverse-reaction-reports/{id}/e2b', () => {
  it('answers 403 to anonymous visitors and editors, 404 for a report that does not exist', async () => {
    expect((await get(`adverse-reaction-reports/${ids.human}/e2b`)).status).toBe(403)
    expect((await get(`adverse-reaction-reports/${ids.human}/e2b`, tokens.editor)).status).toBe(403)
    expect((await get('adverse-reaction-reports/99999/e2b', tokens.pharmacovigilance)).status).toBe(404)
    expect((await get('adverse-reaction-reports/abc/e2b', tokens.admin)).status).toBe(404)
    expect((await get(`adverse-reaction-reports/${ids.human}/e2b`, tokens.admin)).status).toBe(200)
  })
})

describe('a human report as an E2B(R3) ICSR', () => {
  it('is one well-formed HL7 v3 batch holding exactly one PORR_IN049016UV message, with its identifiers', async () => {
    const root = await exported('human')
    expect([root.namespaceURI, root.localName]).toEqual([hl7Namespace, 'MCCI_IN200100UV01'])
    expect(children(root).map((node) => node.localName)).toEqual([
      'id',
      'creationTime',
      'responseModeCode',
      'interactionId',
      'name',
      'PORR_IN049016UV',
      'receiver',
      'sender',
    ])
    expect(attribute(root, 'id', 'root')).toBe(`${ich}.3.22`)
    expect(attribute(root, 'interactionId', 'extension')).toBe('MCCI_IN200100UV01')
    expect(attribute(root, 'receiver/device/id', 'extension')).toBe('EVHUMAN')
    expect(attribute(root, 'sender/device/id', 'extension')).toBe('DEMOMEDIKA')
    const message = one(root, 'PORR_IN049016UV')
    expect(attribute(message, 'interactionId', 'extension')).toBe('PORR_IN049016UV')
    expect(attribute(message, 'receiver/device/id', 'root')).toBe(`${ich}.3.12`)
    expect(attribute(message, 'sender/device/id', 'root')).toBe(`${ich}.3.11`)
    expect(attribute(message, 'controlActProcess/code', 'code')).toBe('PORR_TE049016UV')
    const event = caseOf(root)
    const { reference } = await payload.findByID({ collection: 'adverse-reaction-reports', id: ids.human ?? 0 })
    expect(children(event, 'id').map((id) => [id.getAttribute('root'), id.getAttribute('extension')])).toEqual([
      [`${ich}.3.1`, `HR-DEMOMEDIKA-${reference}`],
      [`${ich}.3.2`, `HR-DEMOMEDIKA-${reference}`],
    ])
    // The investigationEvent's parts in the order the HL7 model (and so the ICH schema) has them.
    const order = [
      'id',
      'code',
      'text',
      'statusCode',
      'effectiveTime',
      'availabilityTime',
      'component',
      'outboundRelationship',
      'subjectOf1',
      'subjectOf2',
    ]
    const names = children(event).map((node) => node.localName ?? '')
    expect([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(names)
    expect(attribute(event, 'effectiveTime/low', 'value')).toMatch(/^\d{14}\+0000$/)
    expect(one(event, 'text').textContent).toContain('Osip po cijelom tijelu')
    // Every code system is an ICH, HL7 or ISO one.
    const systems = Array.from(root.getElementsByTagNameNS(hl7Namespace, '*'))
      .map((node) => node.getAttribute('codeSystem'))
      .filter(Boolean)
    expect(systems.every((system) => /^(2\.16\.840\.1\.113883\.|1\.0\.)/.test(system ?? ''))).toBe(true)
  })

  it('carries the reporter, patient, reaction, seriousness and drug as the report holds them', async () => {
    const root = await exported('human')
    const event = caseOf(root)
    const source = one(
      event,
      'outboundRelationship/relatedInvestigation/subjectOf2/controlActEvent/author/assignedEntity',
    )
    expect(one(source, 'assignedPerson/name/given').textContent).toBe('Ana')
    expect(one(source, 'assignedPerson/name/family').textContent).toBe('Horvat')
    expect(attribute(source, 'assignedPerson/asQualifiedEntity/code', 'code')).toBe('5')
    expect(attribute(source, 'assignedPerson/asLocatedEntity/location/code', 'code')).toBe('HR')
    expect(at(source, 'telecom').map((node) => node.getAttribute('value'))).toEqual(['mailto:ana@example.com'])
    const sender = one(event, 'subjectOf1/controlActEvent/author/assignedEntity')
    expect(attribute(sender, 'code', 'code')).toBe('1')
    expect(one(sender, 'representedOrganization/assignedEntity/representedOrganization/name').textContent).toBe(
      'Demo Medika d.o.o.',
    )
    expect(attribute(event, 'subjectOf2/investigationCharacteristic/value', 'code')).toBe('1')

    const patient = patientOf(root)
    expect(one(patient, 'player1/name').textContent).toBe('AH')
    expect(attribute(patient, 'player1/administrativeGenderCode', 'code')).toBe('1')
    const age = children(observationOf(at(patient, 'subjectOf2/observation'), '3') as Element, 'value')[0]
    expect([age?.getAttribute('value'), age?.getAttribute('unit')]).toEqual(['34', 'a'])

    const reaction = reactionOf(root)
    const reported = one(reaction, 'value/originalText')
    expect([reported.textContent, reported.getAttribute('language')]).toEqual(['Osip po cijelom tijelu', 'hrv'])
    expect(attribute(reaction, 'effectiveTime/low', 'value')).toBe('20261003')
    expect(attribute(reaction, 'location/locatedEntity/locatedPlace/code', 'code')).toBe('HR')
    for (const criterion of ['34', '21', '33', '35', '12', '26']) {
      expect(pertinent(reaction, criterion)?.getAttribute('nullFlavor')).toBe('NI')
    }
    expect(pertinent(reaction, '27')?.getAttribute('code')).toBe('2')

    const [drug] = drugs(root)
    if (!drug) throw new Error('no drug')
    expect(one(drug, 'consumable/instanceOfKind/kindOfProduct/name').textContent).toBe('Ibuprofen 400')
    const dosage = one(drug, 'outboundRelationship2/substanceAdministration')
    expect([attribute(dosage, 'doseQuantity', 'value'), attribute(dosage, 'doseQuantity', 'unit')]).toEqual([
      '1200',
      'mg',
    ])
    expect(attribute(dosage, 'effectiveTime/comp/period', 'unit')).toBe('d')
    expect(at(dosage, 'effectiveTime/comp/low')[0]?.getAttribute('value')).toBe('20261001')
    expect(at(dosage, 'effectiveTime/comp/high')[0]?.getAttribute('value')).toBe('20261004')
    expect(one(dosage, 'consumable/instanceOfKind/productInstanceInstance/lotNumberText').textContent).toBe('AB123')
    expect(one(drug, 'inboundRelationship/observation/value/originalText').textContent).toBe('Glavobolja')
    expect(attribute(drug, 'inboundRelationship/act/code', 'code')).toBe('1')
    const role = one(caseOf(root), 'component/adverseEventAssessment/component/causalityAssessment')
    expect(attribute(role, 'value', 'code')).toBe('1')
    expect(attribute(role, 'subject2/productUseReference/id', 'root')).toBe(attribute(drug, 'id', 'root'))
    const expedited = observationOf(at(event, 'component/observationEvent'), '23') as Element
    expect(children(expedited, 'value')[0]?.getAttribute('value')).toBe('false')
  })

  it('marks a serious report as serious (hospitalisation) and expedited, with the reporter’s phone', async () => {
    const root = await exported('serious')
    expect(pertinent(reactionOf(root), '33')?.getAttribute('value')).toBe('true')
    expect(pertinent(reactionOf(root), '34')?.getAttribute('nullFlavor')).toBe('NI')
    const expedited = observationOf(at(caseOf(root), 'component/observationEvent'), '23') as Element
    expect(children(expedited, 'value')[0]?.getAttribute('value')).toBe('true')
    const telecom = at(
      caseOf(root),
      'outboundRelationship/relatedInvestigation/subjectOf2/controlActEvent/author/assignedEntity/telecom',
    )
    expect(telecom.map((node) => node.getAttribute('value'))).toContain('tel:+385910000000')
  })
})

describe('the officer’s MedDRA coding', () => {
  const patch = async (body: object) => {
    const { REST_PATCH } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    return REST_PATCH(config)(
      new Request(`http://localhost/api/adverse-reaction-reports/${ids.serious}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${tokens.pharmacovigilance}` },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['adverse-reaction-reports', String(ids.serious)] }) },
    )
  }

  it('is refused without a version or with a code that is not 8 digits', async () => {
    expect((await patch({ meddra: { lltCode: '10037844' } })).status).toBe(400)
    expect((await patch({ meddra: { lltCode: '1003784', version: '28.0' } })).status).toBe(400)
    expect((await patch({ meddra: { lltCode: '10037844', version: 'najnovija' } })).status).toBe(400)
    const { meddra } = await payload.findByID({ collection: 'adverse-reaction-reports', id: ids.serious ?? 0 })
    expect(meddra?.lltCode ?? null).toBeNull()
  })

  it('goes out as the reaction’s LLT code (E.i.2.1b) of its MedDRA version (E.i.2.1a), beside the reported text', async () => {
    expect((await patch({ meddra: { lltCode: '10037844', ptCode: '10037844', version: '28.0' } })).status).toBe(200)
    const value = one(reactionOf(await exported('serious')), 'value')
    const coding = ['code', 'codeSystem', 'codeSystemVersion'].map((name) => value.getAttribute(name))
    expect(coding).toEqual(['10037844', '2.16.840.1.113883.6.163', '28.0'])
    expect(one(value, 'originalText').textContent).toBe('Osip po cijelom tijelu')
  })
})

describe('a veterinary report', () => {
  it('has no E2B(R3) file: the EU’s veterinary database takes VICH messages, not ICH human ones', async () => {
    const response = await get(`adverse-reaction-reports/${ids.veterinary}/e2b`, tokens.pharmacovigilance)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  })
})
