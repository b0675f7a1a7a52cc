import type { ReportKind } from './fields'

/** The E2B(R3) seriousness criteria (E.i.3.2): any one makes a human report serious. */
const seriousnessKeys = [
  'death',
  'lifeThreatening',
  'hospitalisation',
  'disability',
  'congenitalAnomaly',
  'otherMedicallyImportant',
] as const
type SeriousnessKey = (typeof seriousnessKeys)[number]
export type Seriousness = Record<SeriousnessKey, boolean>

/** Legal reporting deadlines in calendar days from receipt. */
export const deadlineDays = { serious: 15, nonSerious: 90, veterinary: 30 } as const

export function isSerious(seriousness: Seriousness): boolean {
  return seriousnessKeys.some((key) => seriousness[key])
}

/** Days to report: 15 for a serious human case, 90 for any other human case, 30 for every veterinary report. */
export function reportDeadlineDays(kind: ReportKind, serious: boolean): number {
  if (kind === 'veterinary') return deadlineDays.veterinary
  return serious ? deadlineDays.serious : deadlineDays.nonSerious
}

/** The moment the deadline ends: the receipt time plus the days the law gives. */
export function reportDeadline(kind: ReportKind, serious: boolean, receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + reportDeadlineDays(kind, serious) * 24 * 60 * 60_000)
}

/** A report still open after its deadline. */
export function isOverdue(deadline: Date | string, status: string, now: Date = new Date()): boolean {
  return status !== 'closed' && new Date(deadline).getTime() < now.getTime()
}
