import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, CollectionSlug, Config, PayloadRequest, Plugin, UploadConfig } from 'payload'
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
 * serves the same files; without, the plugin is off and the collections' folders under MEDIA_DIR are used (a file
 * that is not there answers 404).
 * The plugin's fields (`prefix`, `_objectKey`) are in the schema either way, so one set of migrations fits both.
 */
export function fileStorage(s3: S3Settings | null): Plugin {
  const storage = s3Storage({
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
  return s3 ? storage : async (config) => withMissingFilesAnswered404(await storage(config))
}

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** Errors of a file's lookup that mean no such file: none there, or a name no file can have (a NUL byte, too long). */
const noSuchFile = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ERR_INVALID_ARG_VALUE'])

/**
 * A file the disk does not have (the old link of a deleted document, a mistyped name) is a 404, as an unknown
 * document is; Payload's own reading of the disk answers it with a 500 and an error in the log. A name that climbs
 * out of the collection's folder is left to Payload, which refuses it.
 */
async function answerMissingFile(req: PayloadRequest, collection: string, filename: string) {
  const staticDir = req.payload.collections[collection as CollectionSlug]?.config.upload.staticDir
  if (!staticDir) return undefined
  const folder = path.resolve(staticDir)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return undefined
  const missing = await stat(file).then(
    () => false,
    (error: NodeJS.ErrnoException) => noSuchFile.has(error.code ?? ''),
  )
  return missing ? Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 }) : undefined
}

// Payload types a handler's answer as a Promise of a Response or of nothing, not of either.
const missingFileAnswered404: FileHandler = (req, { params }) =>
  answerMissingFile(req, params.collection, params.filename) as Promise<void>

/**
 * Without a bucket, each upload collection's file route answers a missing file itself: a handler of Payload's
 * file route runs after the collection's read access, so a file nobody may read (a CV for anyone but HR) stays a
 * 403 whether it exists or not. With S3_BUCKET the bucket's handler answers a missing file with a 404.
 */
function withMissingFilesAnswered404(config: Config): Config {
  const answering = (collection: CollectionConfig): CollectionConfig => {
    if (!collection.upload) return collection
    const upload = typeof collection.upload === 'object' ? collection.upload : {}
    return { ...collection, upload: { ...upload, handlers: [...(upload.handlers ?? []), missingFileAnswered404] } }
  }
  return { ...config, collections: config.collections?.map(answering) }
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
