import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { isHr, isHrUser, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/types'
import { JobApplicationFiles } from './files'

export { JobApplicationFiles }

const unchangeable: FieldAccess = () => false

/** What the applicant sent: written once by the endpoint, read-only in the admin and through every API. */
const sent = (field: Field): Field =>
  ({ ...field, access: { update: unchangeable }, admin: { ...field.admin, readOnly: true } }) as Field

/** Where HR has got with an application; a new one is `new` until someone moves it on. */
const applicationStatuses = ['new', 'inReview', 'interview', 'rejected', 'hired'] as const

/**
 * Applications for a job posting, or open applications (no posting), with the applicant's CV. Only the
 * application endpoint writes them (Local API); only HR staff and admins read or delete them, through REST
 * and the admin alike, and they change only the status and the notes: what the applicant sent stays as sent. Deleting one (in the admin or by the retention sweep) deletes its CV and its
 * notice in the outbox, so nothing of it stays behind.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'postingTitle', 'status', 'market', 'createdAt'],
    group: 'Careers',
    hidden: ({ user }) => !isHrUser(user),
    description:
      'Deleted with their CV when the retention period set for the site ends (180 days unless set otherwise).',
  },
  lockDocuments: noEditLocks,
  access: { read: isHr, create: nobody, update: isHr, delete: isHr },
  defaultSort: '-createdAt',
  fields: [
    sent({ name: 'posting', type: 'relationship', relationTo: 'job-postings', admin: { position: 'sidebar' } }),
    sent({
      name: 'postingTitle',
      type: 'text',
      admin: {
        description: 'The posting as the applicant saw it; empty for an open application.',
        components: { Cell: '/features/admin/PostingTitleCell#PostingTitleCell' },
      },
    }),
    sent({ name: 'name', type: 'text', required: true }),
    sent({ name: 'email', type: 'email', required: true }),
    sent({ name: 'phone', type: 'text' }),
    sent({ name: 'message', type: 'textarea', required: true }),
    sent({ name: 'cv', type: 'upload', relationTo: 'job-application-files', required: true }),
    sent({ name: 'privacyAccepted', type: 'checkbox', required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...applicationStatuses],
      admin: { position: 'sidebar' },
    },
    {
      name: 'notes',
      type: 'textarea',
      admin: { description: 'For HR and administrators only: never sent to the applicant.' },
    },
    sent({ name: 'locale', type: 'select', required: true, options: [...locales], admin: { position: 'sidebar' } }),
    sent({ name: 'market', type: 'select', required: true, options: [...marketIds], admin: { position: 'sidebar' } }),
  ],
  hooks: {
    // Before: the outbox's link to the application is cleared when the application goes.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'mail-outbox',
          where: { jobApplication: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const cv = typeof doc.cv === 'object' && doc.cv !== null ? doc.cv.id : doc.cv
        if (cv) await req.payload.delete({ collection: 'job-application-files', id: cv, overrideAccess: true, req })
        return doc
      },
    ],
  },
}
