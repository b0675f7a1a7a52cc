import type { CollectionConfig } from 'payload'
import { isAdmin, mailOutboxReader, nobody } from '@/access/roles'

/**
 * `sending`: claimed by one process, which sends it while its claim lasts; `unconfirmed`: the SMTP server
 * took the whole message but its answer never came, so the mail may have arrived and is not sent again
 * unless staff set it back to pending (it keeps its Message-ID, so a receiver can recognise a repeat).
 */
const mailStatuses = ['pending', 'sending', 'sent', 'unconfirmed', 'failed'] as const

/**
 * Mail waiting to be sent, and what became of it. The `deliver-mail` job (src/features/forms/mailDelivery.ts)
 * claims pending mail, sends it and retries with backoff; an administrator sets a failed or unconfirmed mail
 * back to pending to try it again. A report's mail is read only by those who read the report.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Outgoing mail', plural: 'Mail outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'status', 'attempts', 'createdAt'], group: 'Contact' },
  access: { read: mailOutboxReader, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: mailStatuses.map((status) => ({ label: status, value: status })),
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    // The claim of the process sending the mail: its token, and until when it holds (renewed while it sends).
    { name: 'claimToken', type: 'text', admin: { hidden: true } },
    {
      name: 'claimedUntil',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'text', admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, hasMany: true, admin: { description: 'Recipients.' } },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'replyTo',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'address', type: 'email' },
      ],
    },
    { name: 'html', type: 'code', required: true, admin: { language: 'html' } },
    { name: 'text', type: 'textarea', required: true },
    { name: 'contactMessage', type: 'relationship', relationTo: 'contact-messages' },
    { name: 'report', type: 'relationship', relationTo: 'adverse-reaction-reports', index: true },
    {
      name: 'deadlineReminder',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, description: 'The daily list of reports whose deadline is near or past.' },
    },
  ],
}
