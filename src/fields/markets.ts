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
    options: marketIds.map((id) => ({ label: id, value: id })),
    admin: { position: 'sidebar', description: 'Markets in which this is offered.' },
    ...overrides,
  }) as SelectField
