import type { CollectionConfig } from 'payload'
import { isAdmin, mailOutboxReader, nobody } from '@/access/roles'
import { adminLabel } from '@/i18n/adminText'

const mailStatuses = ['pending', 'sent', 'failed'] as const

/** What a mail says and to whom: written once by the form that queued it, never changed in the admin. */
const written = { access: { update: () => false }, admin: { readOnly: true } } as const

/**
 * Mail waiting to be sent, and what became of it. The delivery loop (src/features/forms/outbox.ts)
 * sends pending mail and retries with backoff; an administrator sets a failed mail back to pending to
 * try it again. A report's mail is read only by those who read the report.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'attempts', 'createdAt'],
    group: 'Contact',
    description: adminLabel('mail.readOnly'),
  },
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
    { ...written, name: 'to', type: 'text', required: true, hasMany: true },
    { ...written, name: 'subject', type: 'text', required: true },
    {
      ...written,
      name: 'replyTo',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'address', type: 'email' },
      ],
    },
    // The HTML part is what the mail client shows; the admin shows the same content as plain text.
    { name: 'html', type: 'code', required: true, access: written.access, admin: { hidden: true } },
    { ...written, name: 'text', type: 'textarea', required: true },
    { ...written, name: 'contactMessage', type: 'relationship', relationTo: 'contact-messages' },
    { ...written, name: 'report', type: 'relationship', relationTo: 'adverse-reaction-reports', index: true },
  ],
}
