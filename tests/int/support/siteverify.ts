import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SiteverifyAnswer = Record<string, unknown> | 'hang'

/**
 * A local HTTP server that speaks reCAPTCHA's siteverify: it records each form it receives and
 * answers with the JSON the test sets ('hang' never answers, to exercise the timeout).
 */
export class SiteverifyServer {
  answer: SiteverifyAnswer = { success: true }
  readonly requests: URLSearchParams[] = []
  private server: Server | undefined

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', () => {
        this.requests.push(new URLSearchParams(body))
        if (this.answer === 'hang') return
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(this.answer))
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }
}
