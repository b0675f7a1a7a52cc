import { flattenRecord } from '@/collections/AdverseReactionReports/export'
import { type AdminTextKey, adminText } from '@/i18n/adminText'

const statusKeys: Record<string, AdminTextKey> = {
  new: 'option.status.new',
  forwarded: 'option.status.forwarded',
  closed: 'option.status.closed',
}

export function statusLabel(language: string, status: string): string {
  const key = statusKeys[status]
  return key ? adminText(language, key) : status
}

/** A stored E2B record as label–answer rows (`reaction.description`), for reports kept before their form answers were. */
export function recordRows(record: unknown): [string, string][] {
  return Object.entries(flattenRecord(record)).filter(([, value]) => value !== '')
}
