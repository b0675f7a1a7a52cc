import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { EmailAdapter } from 'payload'
import type { Settings } from './settings'

/**
 * An SMTP connection with the timeouts of RFC 5321 (section 4.5.3.2): up to 5 minutes for the greeting and
 * 10 for the answer to the end of the data. A slow server that accepts the mail late is waited for, not
 * abandoned and sent to again. `onServerReply` hears each line the server answers (never the message), so
 * that a sender can tell whether the server had begun taking the data when an attempt failed.
 */
export function createSmtpTransport(smtpUrl: string, onServerReply?: (line: string) => void): Transporter {
  const replyListener = (entry: { tnx?: string }, line: unknown) => {
    if (entry.tnx === 'server' && typeof line === 'string') onServerReply?.(line)
  }
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 5 * 60_000,
    socketTimeout: 10 * 60_000,
    // Every level of nodemailer's log goes to the one listener, which keeps only the server's answers.
    ...(onServerReply
      ? { transactionLog: true, logger: { debug: replyListener } as unknown as SMTPTransport.Options['logger'] }
      : {}),
  }
  return nodemailer.createTransport(options)
}

/** `Website <noreply@example.com>` as a name and an address. */
function sender(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] ?? '', address: match[2] ?? '' } : { name: '', address: from.trim() }
}

/**
 * Payload's own mail (password reset, staff invitations) over the same `SMTP_URL` and sender as the site's
 * mail. Without `SMTP_URL` it is not sent, and the log says so without its recipient or content (Payload's
 * default would write the whole mail, reset link included, to the log). `@payloadcms/email-nodemailer` is
 * published for Payload 3.90.1 only, and this one call is all it adds.
 */
export function staffEmailAdapter(mail: Settings['mail']): EmailAdapter {
  const { name, address } = sender(mail.from)
  const transport = mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : null
  return ({ payload }) => ({
    name: 'smtp',
    defaultFromAddress: address,
    defaultFromName: name,
    sendEmail: async (message) => {
      if (transport) return transport.sendMail({ from: { name, address }, ...message })
      payload.logger.warn('A staff mail was not sent: SMTP_URL is not set.')
      return null
    },
  })
}
