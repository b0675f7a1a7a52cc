import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'
import { apiMessages } from '@/lib/cms/apiLanguage'
import { apiError, type RouteHandler } from './routeHandler'

/** Errors of a file's lookup that mean no such file: none there, or a name no file can have (a NUL byte, too long). */
const noSuchFile = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ERR_INVALID_ARG_VALUE'])

/**
 * Whether `/api/{collection}/file/{name}` names a file that is not on the disk, in a collection that keeps its
 * files there (a bucket's handler, with S3_BUCKET, answers a missing file with a 404 itself). A name that
 * climbs out of the collection's folder is Payload's to refuse.
 */
async function missingLocalFile(config: SanitizedConfig, request: Request): Promise<boolean> {
  const [, slug, encodedName] = /^\/api\/([^/]+)\/file\/(.+)$/.exec(new URL(request.url).pathname) ?? []
  const upload = config.collections.find((collection) => collection.slug === slug)?.upload
  if (!upload?.staticDir || upload.handlers?.length || !encodedName) return false
  const folder = path.resolve(upload.staticDir)
  let file: string
  try {
    file = path.resolve(folder, decodeURIComponent(encodedName))
  } catch {
    // An escape that does not decode names no file.
    return true
  }
  if (!file.startsWith(folder + path.sep)) return false
  return stat(file).then(
    () => false,
    (error: NodeJS.ErrnoException) => noSuchFile.has(error.code ?? ''),
  )
}

/**
 * Wraps Payload's REST GET so that a file that is not on the disk (the old link of a deleted document, a
 * mistyped name) is a 404, as an unknown document is: Payload 3.90 answers it with a 500. Only once Payload has
 * answered, so that its access rules come first and a file nobody may read stays a 403 whether it exists or not.
 */
export function withMissingFilesAnswered404<Context>(
  handler: RouteHandler<Context>,
  config: Promise<SanitizedConfig>,
): RouteHandler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 500) return response
    const sanitized = await config
    if (!(await missingLocalFile(sanitized, request))) return response
    return apiError(404, apiMessages(sanitized, request).notFound)
  }
}
