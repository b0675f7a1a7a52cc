import type { OptionObject } from 'payload'

type DirectoryEntry = { key: string; market: string; displayName?: string | null }

/**
 * One choice per directory key: a call to action names a department by key, and each market whose directory has
 * that key preselects its own entry ("Veterina (cro, slo)").
 */
export function departmentOptions(entries: DirectoryEntry[]): OptionObject[] {
  const byKey = new Map<string, { name: string; markets: string[] }>()
  for (const { key, market, displayName } of entries) {
    const option = byKey.get(key) ?? { name: displayName || key, markets: [] }
    option.markets.push(market)
    byKey.set(key, option)
  }
  return [...byKey.entries()]
    .map(([key, { name, markets }]) => ({ value: key, label: `${name} (${markets.sort().join(', ')})` }))
    .sort((first, second) => String(first.label).localeCompare(String(second.label)))
}
