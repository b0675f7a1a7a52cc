import type { CollectionConfig, DateField, Field, FieldAccess } from 'payload'
import { isAdmin, isPharmacovigilance, isPharmacovigilanceUser, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/types'
import { assignee, caseNotes, inboxColumns, meddraCoding } from './caseWork'
import { reportsCollection } from './constants'
import { e2bReportEndpoint } from './e2bEndpoint'
import { exportReportsEndpoint } from './export'
import { statusHistoryField } from './statusHistory'

const unchangeable: FieldAccess = () => false

/** A value the endpoint records once; staff see it in the sidebar and cannot change it. */
function recordedSelect(name: string, options: string[]): Field {
  return {
    name,
    type: 'select',
    required: true,
    options,
    access: { update: unchangeable },
    admin: { readOnly: true, position: 'sidebar' },
  }
}

function recordedDate(name: string, admin: DateField['admin'] = {}): Field {
  return {
    name,
    type: 'date',
    required: true,
    index: name === 'deadline',
    access: { update: unchangeable },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, ...admin },
  }
}

/**
 * Adverse-reaction reports (health data, GDPR art. 9). Only the report endpoint writes them, through
 * the Local API; only pharmacovigilance staff and admins read, list, export or set their status,
 * through REST, GraphQL and the admin alike. Each keeps its receipt time and its legal deadline.
 */
export const AdverseReactionReports: CollectionConfig = {
  slug: reportsCollection,
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'reporter', 'products', 'seriousness', 'deadline', 'status', 'assignee'],
    group: 'Pharmacovigilance',
    hidden: ({ user }) => !isPharmacovigilanceUser(user),
    components: {
      beforeListTable: [
        '/features/reports/admin/DueSoonFilter#DueSoonFilter',
        '/features/reports/admin/ReportExport#ReportExport',
      ],
    },
    description: 'Sorted by deadline; an open report past its deadline is marked overdue.',
  },
  lockDocuments: noEditLocks,
  access: { read: isPharmacovigilance, create: nobody, update: isPharmacovigilance, delete: isAdmin },
  defaultSort: 'deadline',
  endpoints: [exportReportsEndpoint, e2bReportEndpoint],
  fields: [
    {
      // The report as the officer reads it: deadline, the form's answers in their language, the status history.
      name: 'view',
      type: 'ui',
      admin: { components: { Field: '/features/reports/admin/ReportView#ReportView' } },
    },
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      access: { update: unchangeable },
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ['new', 'forwarded', 'closed'],
      admin: { position: 'sidebar' },
    },
    assignee,
    ...inboxColumns,
    recordedSelect('kind', ['human', 'veterinary']),
    recordedSelect('seriousness', ['serious', 'nonSerious']),
    {
      name: 'e2bExport',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/reports/admin/E2bDownload#E2bDownload' } },
    },
    recordedDate('receivedAt'),
    recordedDate('deadline', {
      description: '15 days for a serious human case, 90 for another, 30 for a veterinary report.',
      components: { Cell: '/features/reports/admin/DeadlineCell#DeadlineCell' },
    }),
    recordedSelect('locale', [...locales]),
    recordedSelect('market', [...marketIds]),
    {
      // The answers after the ICH E2B(R3) sections (reporter, patient, drugs, reaction, narrative), for the export.
      name: 'report',
      type: 'json',
      required: true,
      access: { update: unchangeable },
      admin: { hidden: true },
    },
    {
      // The answers as the form asked them, for the view above.
      name: 'formAnswers',
      type: 'json',
      access: { update: unchangeable },
      admin: { hidden: true },
    },
    meddraCoding,
    caseNotes,
    statusHistoryField,
  ],
}
