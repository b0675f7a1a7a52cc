import { randomBytes } from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { type CvKind, cvKinds } from '@/collections/JobApplications/cvKinds'
import { deleteWithTheirMail } from '@/collections/retention'
import { slugFromTitle } from '@/fields/slug'
import { payloadClient } from './client'
import type { WriteScope } from './transaction'

/** Stores a contact message (only the contact endpoint writes them). */
export async function saveContactMessage(
  data: RequiredDataFromCollectionSlug<'contact-messages'>,
  scope: WriteScope,
): Promise<number> {
  const payload = await payloadClient()
  const message = await payload.create({ collection: 'contact-messages', data, overrideAccess: true, req: scope })
  return message.id
}

/** Stores an adverse-reaction report (only the report endpoint writes them). */
export async function saveReport(
  data: RequiredDataFromCollectionSlug<'adverse-reaction-reports'>,
  scope: WriteScope,
): Promise<number> {
  const payload = await payloadClient()
  const report = await payload.create({
    collection: 'adverse-reaction-reports',
    data,
    overrideAccess: true,
    req: scope,
  })
  return report.id
}

/** Deletes the closed reports received before a moment, with their mail; returns how many went. */
export async function deleteClosedReportsReceivedBefore(before: Date): Promise<number> {
  return deleteWithTheirMail(await payloadClient(), 'adverse-reaction-reports', {
    and: [{ status: { equals: 'closed' } }, { receivedAt: { less_than: before.toISOString() } }],
  })
}

/** A CV as the application endpoint checked it: its bytes and the kind its content showed. */
export type CheckedCv = { bytes: Buffer; kind: CvKind }

/**
 * The CV's stored name, which HR sees in the admin and gets on download: the applicant's name and a random
 * part ("ana-horvat-cv-3f9a1c2e.pdf"). The name the applicant's file had is not kept: it may say anything.
 */
function cvFileName(applicantName: string, kind: CvKind): string {
  const applicant = slugFromTitle(applicantName).slice(0, 60).replace(/-+$/, '')
  return `${applicant ? `${applicant}-` : ''}cv-${randomBytes(4).toString('hex')}.${kind}`
}

/** Stores a job application and its CV (only the application endpoint writes them). */
export async function saveJobApplication(
  data: Omit<RequiredDataFromCollectionSlug<'job-applications'>, 'cv'>,
  cv: CheckedCv,
  scope: WriteScope,
): Promise<number> {
  const payload = await payloadClient()
  const file = await payload.create({
    collection: 'job-application-files',
    data: {},
    file: { data: cv.bytes, mimetype: cvKinds[cv.kind], name: cvFileName(data.name, cv.kind), size: cv.bytes.length },
    overrideAccess: true,
    req: scope,
  })
  const application = await payload.create({
    collection: 'job-applications',
    data: { ...data, cv: file.id },
    overrideAccess: true,
    req: scope,
  })
  return application.id
}

/**
 * Deletes the applications received before a moment (each with its CV and notice, by the collection's
 * hooks), and any CV stored before it that no application holds; returns how many applications went.
 */
export async function deleteApplicationsReceivedBefore(before: Date): Promise<number> {
  const payload = await payloadClient()
  const received = { createdAt: { less_than: before.toISOString() } }
  const deleted = await payload.delete({ collection: 'job-applications', where: received, overrideAccess: true })
  if (deleted.errors.length > 0) throw new Error(`${deleted.errors.length} applications could not be deleted`)
  // A CV whose application could not be stored (SQLite has no transaction to undo its upload).
  const { docs: oldFiles } = await payload.find({
    collection: 'job-application-files',
    where: received,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  const fileIds = oldFiles.map((file) => file.id)
  if (fileIds.length === 0) return deleted.docs.length
  const held = await payload.find({
    collection: 'job-applications',
    where: { cv: { in: fileIds } },
    pagination: false,
    depth: 0,
    select: { cv: true },
    overrideAccess: true,
  })
  const heldIds = new Set(held.docs.map((application) => application.cv))
  const orphans = fileIds.filter((id) => !heldIds.has(id))
  if (orphans.length > 0) {
    await payload.delete({ collection: 'job-application-files', where: { id: { in: orphans } }, overrideAccess: true })
  }
  return deleted.docs.length
}
