import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './freePort.mjs'

/**
 * A real S3-compatible server (the npm package `s3rver`, in this process) on a free port of 127.0.0.1 with one
 * empty bucket, its objects in a temporary folder that `stop()` deletes (or the process's exit, when a run is
 * cut short). It takes its fixed keys S3RVER/S3RVER and path-style addresses, `{endpoint}/{bucket}/{key}`;
 * it answers unsigned requests too, so a test can fetch an object exactly as it is stored.
 *
 * @param {string} [bucket]
 * @returns {Promise<{ endpoint: string, bucket: string, accessKeyId: string, secretAccessKey: string,
 *   stop: () => Promise<void> }>}
 */
export async function startS3(bucket = 'site-uploads') {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  const removeObjects = () => rmSync(directory, { recursive: true, force: true })
  process.once('exit', removeObjects)
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  try {
    await server.run()
  } catch (error) {
    removeObjects()
    throw new Error(`s3rver did not start on port ${port}`, { cause: error })
  }
  const stop = async () => {
    await server.close()
    process.off('exit', removeObjects)
    removeObjects()
  }
  return { endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', stop }
}
