import { adminContentLocale, adminText } from '@/i18n/adminText'
import { formatMoment } from '@/i18n/dates'
import { isOverdue } from '../deadline'

type Props = { deadline: string; status: string; language: string }

/**
 * A report's deadline in an admin language and the company's time zone (as the report view writes it): an open
 * report past its deadline stands out in red, with the word.
 */
export function DeadlineMark({ deadline, status, language }: Props) {
  const when = formatMoment(new Date(deadline), adminContentLocale(language))
  if (!isOverdue(deadline, status)) return <span>{when}</span>
  return (
    <strong data-overdue="true" style={{ color: '#b91c1c' }}>
      {when} · {adminText(language, 'report.overdue')}
    </strong>
  )
}
