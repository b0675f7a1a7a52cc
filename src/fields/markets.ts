import type { SelectField } from 'payload'
import { marketIds } from '@/markets/types'

/**
 * Markets in which a document or link is offered. Localized because an offer can differ by
 * language (the spec offers one department in cro and slo in Croatian but in cro only in English).
 */
export const marketsField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'markets',
    type: 'select',
    hasMany: true,
    localized: true,
    required: true,
    defaultValue: [...marketIds],
    options: [...marketIds],
    admin: { position: 'sidebar', description: 'Markets in which this is offered.' },
    ...overrides,
  }) as SelectField

/** Markets in which a page is offered in at least one language: kept by a hook, shown and filtered in the admin list. */
export const offeredInField = (): SelectField => ({
  name: 'offeredIn',
  type: 'select',
  hasMany: true,
  options: [...marketIds],
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Markets in which this page is offered in any language (from Markets). Filter the list by it.',
  },
})
