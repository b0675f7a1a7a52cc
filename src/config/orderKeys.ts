import { generateNKeysBetween } from 'payload/shared'

/** Tables whose `sort_order` number gave way to Payload's drag-and-drop order (`_order`, fractional keys). */
export const orderedTables = ['pages', 'locations', 'certificates', 'memberships', 'distributor_links'] as const

/** Order keys for rows listed in their order: each sorts after the one before it, as Payload's own would. */
export function orderKeysFor<Row extends { id: number | string }>(rows: Row[]): [Row['id'], string][] {
  const keys = generateNKeysBetween(null, null, rows.length)
  return rows.map((row, position) => [row.id, keys[position] as string])
}
