/** Whether a scheduled moment (a Date or its ISO text) is still to come: what may be scheduled. */
export function isFutureMoment(moment: Date | string | undefined | null, now: Date = new Date()): boolean {
  if (!moment) return false
  const time = new Date(moment).getTime()
  return Number.isFinite(time) && time > now.getTime()
}
