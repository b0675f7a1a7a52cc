import type { CollectionConfig } from 'payload'
import { isAdmin, mailOutboxReader, nobody } from '@/access/roles'

const mailStatuses = ['pending', 'sent', 'failed'] as const

/**
 * Mail waiting to be sent, and what became of it. The delivery loop (src/features/forms/outbox.ts)
 * sends pending mail and retries with backoff; an administrator sets a failed mail back to pending to
 * try it again. A report's mail is read only by those who read the report.
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
