import type { CollectionConfig, Field } from 'payload'
import { isHr, isHrUser, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/types'
import { JobApplicationFiles } from './files'

export { JobApplicationFiles }

/** What the applicant sent: written once by the endpoint, read-only in the admin. */
const sent = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Applications for a job posting, or open applications (no posting), with the applicant's CV. Only the
 * application endpoint writes them (Local API); only HR staff and admins read or delete them, through REST,
 * GraphQL and the admin alike. Deleting one (in the admin or by the retention sweep) deletes its CV and its
 * notice in the outbox, so nothing of it stays behind.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'postingTitle', 'market', 'createdAt'],
    group: 'Careers',
    hidden: ({ user }) => !isHrUser(user),
    description: 'Deleted with their CV after the retention period (APPLICATION_RETENTION_DAYS).',
  },
  lockDocuments: noEditLocks,
  access: { read: isHr, create: nobody, update: nobody, delete: isHr },
  defaultSort: '-createdAt',
  fields: [
    sent({ name: 'posting', type: 'relationship', relationTo: 'job-postings', admin: { position: 'sidebar' } }),
    sent({
      name: 'postingTitle',
      type: 'text',
      admin: { description: 'The posting as the applicant saw it; empty for an open application.' },
    }),
    sent({ name: 'name', type: 'text', required: true }),
    sent({ name: 'email', type: 'email', required: true }),
    sent({ name: 'phone', type: 'text' }),
    sent({ name: 'message', type: 'textarea', required: true }),
    sent({ name: 'cv', type: 'upload', relationTo: 'job-application-files', required: true }),
    sent({ name: 'privacyAccepted', type: 'checkbox', required: true }),
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
