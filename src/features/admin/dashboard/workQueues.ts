import type { CollectionSlug, Payload, TypedLocale } from 'payload'
import { isContentEditorUser, isHrUser, isPharmacovigilanceUser } from '@/access/roles'
import { dueSoonWhere, reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { pendingSchedules } from '../scheduling/upcoming'

/** One line of a work queue: what it is, where to open it, and the moment that orders it (a report's deadline). */
type WorkItem = { label: string; detail?: string; href: string; at: string; reportStatus?: string }
export type WorkQueue = {
  kind: 'reportsDue' | 'newApplications' | 'drafts' | 'scheduled'
  items: WorkItem[]
  total: number
  listHref?: string
}

const shown = 5
const adminDocument = (collection: string, id: string | number) => `/admin/collections/${collection}/${id}`

/** Open reports whose deadline has passed or falls within the reminder window, soonest first. */
async function reportsDue(payload: Payload, now: Date, listHref: string): Promise<WorkQueue> {
  const { docs, totalDocs } = await payload.find({
    collection: reportsCollection,
    where: dueSoonWhere(now),
    sort: 'deadline',
    limit: shown,
    depth: 0,
    overrideAccess: true,
  })
  const items = docs.map((report) => ({
    label: report.reference,
    detail: report.products ?? undefined,
    href: adminDocument(reportsCollection, report.id),
    at: report.deadline,
    reportStatus: report.status,
  }))
  return { kind: 'reportsDue', items, total: totalDocs, listHref }
}

/** Applications nobody has moved on yet, newest first. */
async function newApplications(payload: Payload): Promise<WorkQueue> {
  const { docs, totalDocs } = await payload.find({
    collection: 'job-applications',
    where: { status: { equals: 'new' } },
    sort: '-createdAt',
    limit: shown,
    depth: 0,
    select: { name: true, postingTitle: true, createdAt: true },
    overrideAccess: true,
  })
  const items = docs.map((application) => ({
    label: application.name,
    detail: application.postingTitle ?? undefined,
    href: adminDocument('job-applications', application.id),
    at: application.createdAt,
  }))
  return {
    kind: 'newApplications',
    items,
    total: totalDocs,
    listHref: '/admin/collections/job-applications?where[status][equals]=new',
  }
}

const titleOf = (doc: Record<string, unknown>, field = 'id') =>
  typeof doc[field] === 'string' && doc[field] ? (doc[field] as string) : ''

/** Documents whose newest version is a draft (never published, or changed since), most recently saved first. */
async function drafts(payload: Payload, collections: CollectionSlug[], locale: TypedLocale): Promise<WorkQueue> {
  const found = await Promise.all(
    collections.map(async (collection) => {
      const titleField = payload.collections[collection].config.admin.useAsTitle
      const { docs, totalDocs } = await payload.find({
        collection,
        draft: true,
        where: { _status: { equals: 'draft' } },
        sort: '-updatedAt',
        limit: shown,
        depth: 0,
        locale,
        overrideAccess: true,
      })
      const items = (docs as unknown as Record<string, unknown>[]).map((doc) => ({
        label: titleOf(doc, titleField),
        href: adminDocument(collection, doc.id as number),
        at: String(doc.updatedAt),
      }))
      return { items, totalDocs }
    }),
  )
  const items = found.flatMap((result) => result.items).sort((a, b) => b.at.localeCompare(a.at))
  const total = found.reduce((sum, result) => sum + result.totalDocs, 0)
  return { kind: 'drafts', items: items.slice(0, shown), total }
}

/** Publications and withdrawals the scheduling dialog queued (Payload's `schedulePublish` jobs), soonest first. */
async function scheduled(payload: Payload, collections: CollectionSlug[], locale: TypedLocale): Promise<WorkQueue> {
  const { docs, totalDocs } = await payload.find({
    collection: 'payload-jobs',
    where: pendingSchedules({ 'input.doc.relationTo': { in: collections } }),
    sort: 'waitUntil',
    limit: shown,
    depth: 0,
    overrideAccess: true,
  })
  type Target = { relationTo: CollectionSlug; value: number | string }
  const queued = docs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: Target }
    return input.doc ? [{ target: input.doc, unpublish: input.type === 'unpublish', at: String(job.waitUntil) }] : []
  })
  const titles = new Map<string, string>()
  const targeted = [...new Set(queued.map((entry) => entry.target.relationTo))]
  await Promise.all(
    targeted.map(async (collection) => {
      const ids = queued.filter((entry) => entry.target.relationTo === collection).map((entry) => entry.target.value)
      const titleField = payload.collections[collection].config.admin.useAsTitle
      const { docs: found } = await payload.find({
        collection,
        where: { id: { in: ids } },
        draft: true,
        pagination: false,
        depth: 0,
        locale,
        overrideAccess: true,
      })
      for (const doc of found as unknown as Record<string, unknown>[]) {
        titles.set(adminDocument(collection, doc.id as number), titleOf(doc, titleField))
      }
    }),
  )
  const items = queued.map(({ target, unpublish, at }) => {
    const href = adminDocument(target.relationTo, target.value)
    return { label: titles.get(href) ?? '', detail: unpublish ? 'unpublish' : 'publish', href, at }
  })
  return { kind: 'scheduled', items, total: totalDocs }
}

const contentWithDrafts: CollectionSlug[] = ['pages', 'screens', 'news', 'job-postings']

/**
 * The work a staff member's roles give them, for the first screen of the admin: pharmacovigilance the reports
 * due, HR the new applications, editors the drafts and scheduled items (HR those of the job postings they
 * write). Read past access on purpose: each queue is built only for a role that may read it.
 */
export async function workQueues(
  payload: Payload,
  user: unknown,
  locale: TypedLocale,
  reportsDueHref: string,
): Promise<WorkQueue[]> {
  const now = new Date()
  const writes = isContentEditorUser(user) ? contentWithDrafts : isHrUser(user) ? (['job-postings'] as const) : []
  return Promise.all([
    ...(isPharmacovigilanceUser(user) ? [reportsDue(payload, now, reportsDueHref)] : []),
    ...(isHrUser(user) ? [newApplications(payload)] : []),
    ...(writes.length > 0 ? [drafts(payload, [...writes], locale), scheduled(payload, [...writes], locale)] : []),
  ])
}
