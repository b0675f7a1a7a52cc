import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: ParsedMail }

/** A real SMTP server on a local port that keeps what it receives; it can be stopped and started again. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | undefined
  port = 0

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          this.received.push({
            envelopeTo: session.envelope.rcptTo.map(({ address }) => address),
            raw,
            parsed: await simpleParser(raw),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    this.server = server
    this.port = (server.server.address() as AddressInfo).port
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async waitForMail(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), got ${this.received.length}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return this.received
  }
}
