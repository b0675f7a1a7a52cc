import type { Field, GroupField, TextField, TextFieldSingleValidation } from 'payload'
import { validationMessage } from '@/i18n/adminText'
import { part, parts, text } from './e2b/stored'

/**
 * What the officer adds to a report while working the case: who has it, notes, and the MedDRA coding the
 * E2B export carries (E.i.2.1a/b). The reporter's answers stay as they came.
 */

const meddraCode = /^\d{8}$/
const meddraVersion = /^\d{1,2}\.\d$/

const validCode: TextFieldSingleValidation = (value, { req }) =>
  !value || meddraCode.test(value) ? true : validationMessage(req, 'validation.meddraCode')

/** A version like 28.0, required as soon as a code is given: a code means nothing without it. */
const validVersion: TextFieldSingleValidation = (value, { req, siblingData }) => {
  const coding = siblingData as { lltCode?: string | null; ptCode?: string | null }
  if (value) return meddraVersion.test(value) ? true : validationMessage(req, 'validation.meddraVersion')
  return coding.lltCode || coding.ptCode ? validationMessage(req, 'validation.meddraVersion') : true
}

export const meddraCoding: GroupField = {
  name: 'meddra',
  type: 'group',
  admin: { description: 'The reaction coded in MedDRA; the E2B export carries the version and the LLT code.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'lltCode', type: 'text', validate: validCode, admin: { width: '33%' } },
        { name: 'ptCode', type: 'text', validate: validCode, admin: { width: '33%' } },
        { name: 'version', type: 'text', validate: validVersion, admin: { width: '33%', placeholder: '28.0' } },
      ],
    },
  ],
}

export const assignee: Field = {
  name: 'assignee',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  filterOptions: { roles: { contains: 'pharmacovigilance' } },
  admin: { position: 'sidebar' },
}

export const caseNotes: Field = {
  name: 'notes',
  type: 'textarea',
  admin: { description: 'For pharmacovigilance and administrators only: never sent to the reporter.' },
}

type StoredDoc = { report?: unknown }

/** The reporter as the inbox names them: their name, else their organisation, else their address. */
function reporterOf(doc: StoredDoc): string | null {
  const reporter = part(part(doc.report).reporter)
  return text(reporter, 'name') ?? text(reporter, 'organisation') ?? text(reporter, 'email')
}

/** The suspect medicines, as the reporter wrote them. */
function productsOf(doc: StoredDoc): string | null {
  const names = parts(part(doc.report).drugs)
    .filter((drug) => drug.role === 'suspect')
    .map((drug) => text(drug, 'name'))
    .filter((name): name is string => name !== null)
  return names.length > 0 ? names.join('; ') : null
}

/** A column of the inbox read from the stored record: shown in the list and the sidebar, never stored. */
const fromRecord = (name: string, read: (doc: StoredDoc) => string | null): TextField => ({
  name,
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true, disableBulkEdit: true },
  hooks: { afterRead: [({ data }) => (data ? read(data as StoredDoc) : null)] },
})

export const inboxColumns = [fromRecord('reporter', reporterOf), fromRecord('products', productsOf)]
