/** The part of the Network Information API the policy reads (not in every browser). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

/** Links prefetch their pages, except on a 2g connection or when the visitor asked to save data. */
export function allowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !connection.effectiveType?.endsWith('2g')
}
