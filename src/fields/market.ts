import type { SelectField } from 'payload'
import { marketIds } from '@/markets/types'

/** The one market a record belongs to (contact data, locations, company information, settings). */
export const marketField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'market',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'cro',
    options: [...marketIds],
    admin: { position: 'sidebar' },
    ...overrides,
  }) as SelectField
