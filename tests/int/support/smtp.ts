import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: ParsedMail }

/** A real SMTP server on a local port that keeps what it receives; it can be stopped and started again. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  /** Runs after a message was received and before the server answers it (the sender is still waiting). */
  beforeAnswer: ((mail: ReceivedMail) => Promise<void>) | undefined
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
          const mail = {
            envelopeTo: session.envelope.rcptTo.map(({ address }) => address),
            raw,
            parsed: await simpleParser(raw),
          }
          this.received.push(mail)
          await this.beforeAnswer?.(mail)
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

/**
 * An SMTP server that takes the whole message and then drops the connection without answering it: the sender
 * cannot know whether the mail arrived. Returns its address, how many messages it took, and `stop()`.
 */
export async function startSilentAfterDataServer() {
  const taken = { count: 0 }
  const server = createServer((socket) => {
    let inData = false
    let buffered = ''
    socket.write('220 silent.test ESMTP\r\n')
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      if (inData) {
        if (!buffered.includes('\r\n.\r\n')) return
        taken.count += 1
        socket.destroy()
        return
      }
      for (let end = buffered.indexOf('\r\n'); end >= 0 && !inData; end = buffered.indexOf('\r\n')) {
        const command = buffered.slice(0, end).toUpperCase()
        buffered = buffered.slice(end + 2)
        if (command.startsWith('DATA')) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
