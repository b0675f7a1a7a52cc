import { handleEndpoints } from 'payload'

/**
 * The stored file behind an upload's own address (an upload's `url`, `/api/{collection}/file/{name}`), read
 * in this process by Payload's file endpoint, the same code that answers that address over HTTP: with
 * S3_BUCKET the storage adapter's handler reads the object from the bucket, else Payload reads the
 * collection's folder. The request carries no cookie or header of the visitor: only public files are read so.
 */
export async function readUploadFile(fileUrl: string): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const internal = 'http://payload.internal'
  const { pathname, search } = new URL(fileUrl, internal)
  return handleEndpoints({ config, request: new Request(`${internal}${pathname}${search}`) })
}
