import type { CollectionConfig } from 'payload'
import { isAdmin, mailOutboxReader, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { adminLabel } from '@/i18n/adminText'

/**
 * `sending`: claimed by one process, which sends it while its claim lasts; `unconfirmed`: the SMTP server
 * took the whole message but its answer never came, so the mail may have arrived and is not sent again
 * unless staff set it back to pending (it keeps its Message-ID, so a receiver can recognise a repeat).
 */
const mailStatuses = ['pending', 'sending', 'sent', 'unconfirmed', 'failed'] as const

/** What a mail says and to whom: written once by the form that queued it, never changed in the admin. */
const written = { access: { update: () => false }, admin: { readOnly: true } } as const

/**
 * Mail waiting to be sent, and what became of it. The `deliver-mail` job (src/features/forms/mailDelivery.ts)
 * claims pending mail, sends it and retries with backoff; an administrator sets a failed or unconfirmed mail
 * back to pending to try it again. A report's or an application's mail is read only by those who read it.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'attempts', 'createdAt'],
    group: 'Contact',
    description: adminLabel('mail.readOnly'),
  },
  lockDocuments: noEditLocks,
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
    { ...written, name: 'jobApplication', type: 'relationship', relationTo: 'job-applications', index: true },
    {
      ...written,
      name: 'deadlineReminder',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, description: adminLabel('mail.deadlineReminder') },
    },
  ],
}
