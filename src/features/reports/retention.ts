import { appLogger } from '@/lib/cms/client'
import { deleteClosedReportsReceivedBefore } from '@/lib/cms/submissions'
import { errorKind } from '@/lib/log/errorKind'

const sweepIntervalMs = 60 * 60_000

/**
 * Deletes the closed reports received more than `retentionDays` ago, with their mail (the reporter's
 * summary holds the answers). Open reports are kept whatever their age. Returns how many went.
 */
export function purgeExpiredReports(retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteClosedReportsReceivedBefore(new Date(now.getTime() - retentionDays * 24 * 60 * 60_000))
}

let timer: NodeJS.Timeout | undefined

/** With REPORT_RETENTION_DAYS set, this process deletes expired reports at start and every hour. */
export function startReportRetention(retentionDays: number | null): void {
  if (timer || retentionDays === null) return
  const sweep = () => {
    purgeExpiredReports(retentionDays).catch(async (error: unknown) =>
      (await appLogger()).error(`Report retention failed (${errorKind(error)})`),
    )
  }
  timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()
  sweep()
}
