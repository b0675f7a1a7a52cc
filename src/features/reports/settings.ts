import { z } from 'zod'
import { serverEnv } from '@/lib/env'

/** The report form's settings (described in .env.example). */
export type ReportSettings = {
  /** Where the notification of each new report goes (no health details in it): one address or several, comma-separated. */
  pvMailbox: string[]
  /** Days after receipt when a closed report is deleted with its mail; null keeps reports. */
  retentionDays: number | null
}

const address = z.email()

function fail(message: string): never {
  throw new Error(`${message} (see .env.example).`)
}

function retentionDays(value: string | undefined): number | null {
  if (!value) return null
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1) fail(`REPORT_RETENTION_DAYS must be a positive whole number; got "${value}"`)
  return days
}

function pvMailbox(value: string | undefined): string[] {
  if (!value) return [`farmakovigilancija@${new URL(serverEnv().siteUrl).hostname}`]
  const addresses = value.split(',').map((entry) => entry.trim())
  const wrong = addresses.find((entry) => !address.safeParse(entry).success)
  if (wrong !== undefined) fail(`PV_MAILBOX must be e-mail addresses, comma-separated; got "${wrong}"`)
  return addresses
}

export function readReportSettings(env: NodeJS.ProcessEnv = process.env): ReportSettings {
  return { pvMailbox: pvMailbox(env.PV_MAILBOX), retentionDays: retentionDays(env.REPORT_RETENTION_DAYS) }
}

let cached: ReportSettings | undefined

export function reportSettings(): ReportSettings {
  cached ??= readReportSettings()
  return cached
}
