import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isHr, isHrUser, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { applicationFilesFolder } from '@/config/fileStorage'
import { privateCacheControl } from '@/config/httpCaching'
import { settings } from '@/config/settings'
import { cvMimeTypes } from './cvKinds'

/**
 * The applicants' CVs. Payload's file address (`/api/job-application-files/file/{name}`, also with S3_BUCKET,
 * whose handler runs after the same check), REST and the admin answer only HR staff and admins: the
 * read rule below is checked for every file request. Only the application endpoint writes them, under a
 * random name.
 */
export const JobApplicationFiles: CollectionConfig = {
  slug: 'job-application-files',
  admin: {
    useAsTitle: 'filename',
    group: 'Careers',
    hidden: ({ user }) => !isHrUser(user),
  },
  lockDocuments: noEditLocks,
  access: { read: isHr, create: nobody, update: nobody, delete: isHr },
  upload: {
    staticDir: path.join(settings().mediaDir, applicationFilesFolder),
    mimeTypes: [...cvMimeTypes],
    // A CV is downloaded, never shown inline (a PDF could run as a page of the site's origin), nor kept by a cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', privateCacheControl)
      return headers
    },
  },
  fields: [],
}
