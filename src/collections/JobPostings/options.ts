/** The departments a posting belongs to; their names per language are `Careers.departments` in messages/. */
export const jobDepartments = [
  'sales',
  'logistics',
  'regulatoryAffairs',
  'pharmacovigilance',
  'qualityAssurance',
  'finance',
  'it',
  'administration',
] as const
export type JobDepartment = (typeof jobDepartments)[number]

/** schema.org `employmentType` values, as Google reads them; named per language under `Careers.employmentTypes`. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN'] as const
export type EmploymentType = (typeof employmentTypes)[number]

/**
 * A posting is open through its whole closing day. Payload's day picker stores a day as its noon (UTC), so a
 * posting closes 12 hours after its stored closing date: the list, the sitemap, the search and the detail page
 * drop it the day after.
 */
export function postingClosesAt(closingDate: string): Date {
  return new Date(new Date(closingDate).getTime() + 12 * 60 * 60_000)
}

export function isOpenPosting(closingDate: string, now: Date): boolean {
  return postingClosesAt(closingDate).getTime() >= now.getTime()
}
