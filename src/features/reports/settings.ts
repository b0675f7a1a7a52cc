import { z } from 'zod'
import { serverEnv } from '@/lib/env'

/** The report form's settings (described in .env.example). */
export type ReportSettings = {
  /** Where the notification of each new report goes (no health details in it): one address or several, comma-separated. */
  pvMailbox: string[]
}

const address = z.email()

export function readReportSettings(env: NodeJS.ProcessEnv = process.env): ReportSettings {
  if (!env.PV_MAILBOX) return { pvMailbox: [`farmakovigilancija@${new URL(serverEnv().siteUrl).hostname}`] }
  const pvMailbox = env.PV_MAILBOX.split(',').map((entry) => entry.trim())
  const wrong = pvMailbox.find((entry) => !address.safeParse(entry).success)
  if (wrong !== undefined)
    throw new Error(`PV_MAILBOX must be e-mail addresses, comma-separated; got "${wrong}" (see .env.example).`)
  return { pvMailbox }
}

let cached: ReportSettings | undefined

export function reportSettings(): ReportSettings {
  cached ??= readReportSettings()
  return cached
}
