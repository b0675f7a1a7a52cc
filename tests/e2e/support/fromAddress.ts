import { request as httpRequest } from 'node:http'
import { e2eEnv } from './env.mjs'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * A request from another loopback address (127.0.0.0/8): the server sees a visitor of its own, so a test
 * can spend a rate limit or fail logins without touching the other tests' address, 127.0.0.1.
 */
export function requestFrom(
  localAddress: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, e2eEnv.SITE_URL)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers, localAddress },
      (incoming) => {
        let text = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => (text += chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** A JSON POST from another loopback address. */
export function postJsonFrom(localAddress: string, path: string, data: unknown, headers: Record<string, string> = {}) {
  return requestFrom(localAddress, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
}
