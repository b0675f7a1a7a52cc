/** A slot of a pagination row: a page number, or an ellipsis standing for the pages left out before the next slot. */
export type PaginationSlot = { kind: 'page'; page: number } | { kind: 'gap'; after: number }

/**
 * The pages a pagination row links: the first, the last, the current one and `neighbours` on each side of
 * it, with an ellipsis where pages are left out. A single left-out page is linked instead, since its number
 * takes no more room than the ellipsis. The row's length does not grow with the number of pages.
 */
export function paginationWindow(current: number, totalPages: number, neighbours: number): PaginationSlot[] {
  if (totalPages < 1) return []
  const page = Math.min(Math.max(current, 1), totalPages)
  const kept = new Set([1, totalPages])
  for (let offset = -neighbours; offset <= neighbours; offset += 1) {
    const near = page + offset
    if (near >= 1 && near <= totalPages) kept.add(near)
  }
  const sorted = [...kept].sort((a, b) => a - b)
  // A gap of exactly one page shows that page: "1 2 3", not "1 … 3".
  for (let index = 1; index < sorted.length; index += 1) {
    const [before, after] = [sorted[index - 1] ?? 0, sorted[index] ?? 0]
    if (after - before === 2) kept.add(before + 1)
  }
  const pages = [...kept].sort((a, b) => a - b)
  return pages.flatMap((number, index): PaginationSlot[] => {
    const previous = pages[index - 1]
    const gap: PaginationSlot[] =
      previous !== undefined && number - previous > 1 ? [{ kind: 'gap', after: previous }] : []
    return [...gap, { kind: 'page', page: number }]
  })
}

/** A slot of the responsive row, with the widths it shows at: the narrow row keeps no neighbours. */
export type ResponsiveSlot = PaginationSlot & { narrow: boolean; wide: boolean }

function slotKey(slot: PaginationSlot): number {
  return slot.kind === 'page' ? slot.page : slot.after + 0.5
}

/**
 * One row for both widths: the wide window (the current page's neighbours too) and the narrow one (320 px:
 * first, current, last), merged in page order, each slot marked with the widths that show it.
 */
export function responsivePaginationWindow(current: number, totalPages: number): ResponsiveSlot[] {
  const slots = new Map<number, ResponsiveSlot>()
  const add = (window: PaginationSlot[], width: 'narrow' | 'wide') => {
    for (const slot of window) {
      const key = slotKey(slot)
      const merged = slots.get(key) ?? { ...slot, narrow: false, wide: false }
      merged[width] = true
      slots.set(key, merged)
    }
  }
  add(paginationWindow(current, totalPages, 0), 'narrow')
  add(paginationWindow(current, totalPages, 1), 'wide')
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot)
}
