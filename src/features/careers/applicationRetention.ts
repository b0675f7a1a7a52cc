import { errorKind } from '@/config/logging'
import { appLogger } from '@/lib/cms/client'
import { deleteApplicationsReceivedBefore } from '@/lib/cms/submissions'

const day = 24 * 60 * 60_000

/** Deletes the applications received more than `retentionDays` ago, each with its CV and notice; returns how many. */
export function purgeExpiredApplications(retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteApplicationsReceivedBefore(new Date(now.getTime() - retentionDays * day))
}

/**
 * This process's part of the hourly `application-retention` task (APPLICATION_RETENTION_DAYS). A failure is
 * logged by its kind only and fails the job with that kind, never with what it touched.
 */
export function applicationRetention(retentionDays: number): () => Promise<void> {
  return async () => {
    try {
      await purgeExpiredApplications(retentionDays)
    } catch (error) {
      const failure = `Application retention failed (${errorKind(error)})`
      ;(await appLogger()).error(failure)
      throw new Error(failure)
    }
  }
}
