import { errorKind } from '@/config/logging'
import { appLogger } from '@/lib/cms/client'
import { deleteClosedReportsReceivedBefore } from '@/lib/cms/submissions'

/**
 * Deletes the closed reports received more than `retentionDays` ago, with their mail (the reporter's
 * summary holds the answers). Open reports are kept whatever their age. Returns how many went.
 */
export function purgeExpiredReports(retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteClosedReportsReceivedBefore(new Date(now.getTime() - retentionDays * 24 * 60 * 60_000))
}

/**
 * This process's part of the hourly `report-retention` task (nothing without REPORT_RETENTION_DAYS). A failure
 * is logged by its kind only and fails the job with that kind, never with the rows it touched.
 */
export function reportRetention(retentionDays: number | null): () => Promise<void> {
  return async () => {
    if (retentionDays === null) return
    try {
      await purgeExpiredReports(retentionDays)
    } catch (error) {
      const kind = errorKind(error)
      ;(await appLogger()).error(`Report retention failed (${kind})`)
      throw new Error(`Report retention failed (${kind})`)
    }
  }
}
