import { type ComposedMail, escapeHtml, multiLineHtml, singleLine } from '@/features/forms/mail'
import type { ContactRecipient } from '@/lib/cms/contactDirectory'
import type { ContactForm } from './schema'

/**
 * The mail to a department (spec section 7): its display name as the subject, reply-to the visitor,
 * a body with From, E-mail and Message in HTML and plain text.
 */
export function composeContactMail(
  form: Pick<ContactForm, 'name' | 'email' | 'message'>,
  recipient: ContactRecipient,
): ComposedMail {
  const name = singleLine(form.name)
  const email = singleLine(form.email)
  const rows: [string, string][] = [
    ['From', name],
    ['E-mail', email],
  ]
  const html = [
    '<!doctype html><html><body>',
    ...rows.map(([label, value]) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`),
    `<p><strong>Message:</strong></p><p>${multiLineHtml(form.message)}</p>`,
    '</body></html>',
  ].join('\n')
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', form.message].join('\n')
  return {
    to: [recipient.mail, ...(recipient.secondMail ? [recipient.secondMail] : [])],
    subject: singleLine(recipient.name),
    replyTo: { name, address: email },
    html,
    text,
  }
}
