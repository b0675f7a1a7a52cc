import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { S3Settings } from './settings'

/**
 * Documents' files sit in this folder below the media: under MEDIA_DIR on disk, under this prefix in a bucket.
 * Each collection keeps its file names unique within itself only, so the two must not share one folder; with
 * the same layout in both, a media folder copied into a bucket as it is serves unchanged.
 */
export const documentsFolder = 'documents'
/** Applicants' CVs: their own folder (prefix), read only through Payload's access check, never from the bucket. */
export const applicationFilesFolder = 'job-applications'

/**
 * Where uploads of media and documents are stored. With S3_BUCKET Payload's S3 adapter writes every file (the
 * original and its image presets) to the bucket and its file handler reads them from there, so every instance
 * serves the same files; without, the plugin is off and the collections' folders under MEDIA_DIR are used.
 * The plugin's fields (`prefix`, `_objectKey`) are in the schema either way, so one set of migrations fits both.
 */
export function fileStorage(s3: S3Settings | null): Plugin {
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    // Media keep the bucket's root. Their prefix is set, though empty, because with the plugin on only a
    // collection with a prefix gets the `prefix` field: with it, the schema is the same on and off.
    collections: {
      media: { prefix: '' },
      documents: { prefix: documentsFolder },
      'job-application-files': { prefix: applicationFilesFolder },
    },
    config: s3 ? s3ClientConfig(s3) : {},
  })
}

/** How a client reaches the bucket: the adapter's, and the readiness check's (`lib/cms/readiness.ts`). */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  }
}
