import { describe, expect, it } from 'vitest'
import { type PaginationSlot, paginationWindow, responsivePaginationWindow } from '@/features/content/paginationWindow'

/** A window as it reads: page numbers and "…". */
function row(slots: PaginationSlot[]): string {
  return slots.map((slot) => (slot.kind === 'page' ? String(slot.page) : '…')).join(' ')
}

describe('the pages a pagination row links', () => {
  it('links every page of a short list', () => {
    expect(row(paginationWindow(1, 1, 1))).toBe('1')
    expect(row(paginationWindow(2, 5, 1))).toBe('1 2 3 4 5')
  })

  it('keeps the first, the last, the current page and its neighbours, with ellipses between', () => {
    expect(row(paginationWindow(1, 225, 1))).toBe('1 2 … 225')
    expect(row(paginationWindow(100, 225, 1))).toBe('1 … 99 100 101 … 225')
    expect(row(paginationWindow(225, 225, 1))).toBe('1 … 224 225')
    expect(row(paginationWindow(100, 225, 0))).toBe('1 … 100 … 225')
  })

  it('links a single left-out page instead of an ellipsis', () => {
    expect(row(paginationWindow(4, 225, 1))).toBe('1 2 3 4 5 … 225')
    expect(row(paginationWindow(3, 225, 0))).toBe('1 2 3 … 225')
  })

  it('is as long for page 100 of 2,000 as for page 10 of 20', () => {
    expect(paginationWindow(100, 2000, 1)).toHaveLength(paginationWindow(10, 20, 1).length)
    expect(paginationWindow(1000, 20_000, 1).length).toBeLessThanOrEqual(7)
  })

  it('clamps a current page outside the list and gives no row for an empty one', () => {
    expect(row(paginationWindow(9, 3, 1))).toBe('1 2 3')
    expect(paginationWindow(1, 0, 1)).toEqual([])
  })
})

describe('the pagination row at phone and wider widths', () => {
  const at = (current: number, total: number, width: 'narrow' | 'wide') =>
    row(responsivePaginationWindow(current, total).filter((slot) => slot[width]))

  it('drops the neighbours on a phone and keeps them from the sm breakpoint on', () => {
    expect(at(100, 225, 'narrow')).toBe('1 … 100 … 225')
    expect(at(100, 225, 'wide')).toBe('1 … 99 100 101 … 225')
  })

  it('places each ellipsis where its own width leaves pages out', () => {
    expect(at(3, 10, 'narrow')).toBe('1 2 3 … 10')
    expect(at(3, 10, 'wide')).toBe('1 2 3 4 … 10')
    expect(at(6, 10, 'narrow')).toBe('1 … 6 … 10')
    expect(at(6, 10, 'wide')).toBe('1 … 5 6 7 … 10')
  })
})
