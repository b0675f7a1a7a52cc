import { describe, expect, it } from 'vitest'
import { departmentOptions } from '@/features/admin/departmentOptions'

describe('departmentOptions', () => {
  it('offers each directory key once, named in the content language, with the markets that have it', () => {
    const options = departmentOptions([
      { key: 'veterina', market: 'slo', displayName: 'Veterina' },
      { key: 'veterina', market: 'cro', displayName: 'Veterina' },
      { key: 'marketing', market: 'cro', displayName: 'Marketing' },
      { key: 'logistika', market: 'bih', displayName: null },
    ])
    expect(options).toEqual([
      { value: 'logistika', label: 'logistika (bih)' },
      { value: 'marketing', label: 'Marketing (cro)' },
      { value: 'veterina', label: 'Veterina (cro, slo)' },
    ])
  })
})
