import {
  authoredBy,
  countryCode,
  happened,
  instance,
  observation,
  observationCode,
  oid,
  organisationNamed,
  qualificationCodes,
} from './codes'
import { type StoredPart, text } from './stored'
import { el, type XmlNode } from './xml'

/** `Ana Marija Horvat` as given names and family name (the last word): the form asks one name field. */
function personName(name: string): XmlNode {
  const words = name.trim().split(/\s+/)
  const family = words.length > 1 ? words.pop() : null
  return el('name', {}, el('given', {}, words.join(' ')), family && el('family', {}, family))
}

/** An organisation that belongs to another: the department within its organisation, as E2B nests them. */
const within = (department: string, organisation: string) =>
  organisationNamed(department, el('assignedEntity', { classCode: 'ASSIGNED' }, organisationNamed(organisation)))

/** C.2.r: the reporter, the report's one primary source and the primary source for regulatory purposes. */
export function primarySource(reporter: StoredPart, country: string): XmlNode {
  const name = text(reporter, 'name')
  const phone = text(reporter, 'phone')
  const email = text(reporter, 'email')
  const organisation = text(reporter, 'organisation')
  const qualification = qualificationCodes[text(reporter, 'qualification') ?? ''] ?? '5'
  const person = instance(
    'assignedPerson',
    'PSN',
    name && personName(name),
    el(
      'asQualifiedEntity',
      { classCode: 'QUAL' },
      el('code', { code: qualification, codeSystem: oid.reporterQualification }),
    ),
    el('asLocatedEntity', { classCode: 'LOCE' }, instance('location', 'COUNTRY', countryCode(country))),
  )
  const author = authoredBy(
    phone && el('telecom', { value: `tel:${phone.replace(/[^\d+]/g, '')}` }),
    email && el('telecom', { value: `mailto:${email}` }),
    person,
    organisation &&
      instance(
        'representedOrganization',
        'ORG',
        el('assignedEntity', { classCode: 'ASSIGNED' }, organisationNamed(organisation)),
      ),
  )
  return el(
    'outboundRelationship',
    { typeCode: 'SPRT' },
    el('priorityNumber', { value: '1' }),
    happened(
      'relatedInvestigation',
      'INVSTG',
      el('code', { code: '2', codeSystem: oid.relatedInvestigation }),
      el('subjectOf2', { typeCode: 'SUBJ' }, happened('controlActEvent', 'CACT', author)),
    ),
  )
}

export type Sender = { id: string; organisation: string | null; mailbox: string | null }

/** C.3: the sender, this company as a pharmaceutical company (type 1), its pharmacovigilance department and mailbox. */
export function senderInformation(sender: Sender): XmlNode {
  const author = authoredBy(
    el('code', { code: '1', codeSystem: oid.senderType }),
    sender.mailbox && el('telecom', { value: `mailto:${sender.mailbox}` }),
    within('Pharmacovigilance', sender.organisation ?? sender.id),
  )
  return el('subjectOf1', { typeCode: 'SUBJ' }, happened('controlActEvent', 'CACT', author))
}

/** H.2: the reporter's own comments (questions, and what a consulted health professional said). */
export function reporterComments(reporter: StoredPart): XmlNode | null {
  const comments = [text(reporter, 'healthProfessionalComments'), text(reporter, 'questionsAndComments')]
    .filter(Boolean)
    .join('\n')
  if (!comments) return null
  const byReporter = authoredBy(el('code', { code: '3', codeSystem: oid.commentAuthor }))
  const comment = happened(
    'observationEvent',
    'OBS',
    observation(observationCode.reporterComments),
    el('value', { 'xsi:type': 'ED' }, comments),
    byReporter,
  )
  return el('component1', { typeCode: 'COMP' }, comment)
}
