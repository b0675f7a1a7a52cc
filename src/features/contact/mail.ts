import type { ContactRecipient } from '@/lib/cms/contactDirectory'
import type { ContactForm } from './schema'

export type ComposedMail = {
  to: string[]
  subject: string
  replyTo: { name: string; address: string }
  html: string
  text: string
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every character with a meaning in HTML, as an entity: a visitor's text is shown, never interpreted. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/** Header values carry no line breaks, whatever reached this far. */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim()
}

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
    `<p><strong>Message:</strong></p><p>${escapeHtml(form.message).replace(/\r?\n/g, '<br>')}</p>`,
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
