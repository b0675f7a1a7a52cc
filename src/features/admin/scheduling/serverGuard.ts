import type { ServerFunctionClientArgs } from 'payload'
import { isFutureMoment } from './moment'

/**
 * The refusal of a scheduling request whose time is not in the future (the dialog's own check, `ScheduleGuard`,
 * runs in the browser with its clock; this one holds on the server's); null for any other server function.
 */
export function refusedSchedule({ name, args }: ServerFunctionClientArgs): { error: string } | null {
  if (name !== 'schedule-publish') return null
  const { date, deleteID } = args as { date?: Date | string; deleteID?: unknown }
  if (deleteID || isFutureMoment(date)) return null
  return { error: 'A publication can be scheduled only for a time still to come.' }
}
