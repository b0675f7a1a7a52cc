import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import { secureResponse } from '../../../server/secureResponse.mjs'

export type Served = { https?: boolean; draftPreview?: boolean; adminPage?: boolean; marketOrigins?: string[] }
type Replacement = (status: number, body: Buffer) => Promise<Buffer | null>

const running: Server[] = []

/** Serves `app` the way server.mjs does (compression under secureResponse's wrapper) and returns its address. */
export async function serveWrapped(
  app: RequestListener,
  { https = false, draftPreview = false, adminPage = false, marketOrigins = [] }: Served = {},
  replace?: Replacement,
): Promise<string> {
  const compress = compression()
  const started = createServer((request, response) =>
    compress(request as never, response as never, () => {
      secureResponse(response, { https, recaptcha: false, draftPreview, adminPage, marketOrigins }, replace)
      app(request, response)
    }),
  )
  running.push(started)
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}`
}

/** Stops every server `serveWrapped` started. */
export function stopWrapped() {
  for (const server of running.splice(0)) server.close()
}
