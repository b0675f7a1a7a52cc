import type { UIFieldServerProps } from 'payload'
import type { StatusChange } from '@/collections/AdverseReactionReports/statusHistory'
import { adminContentLocale, adminText } from '@/i18n/adminText'
import { formatMoment } from '@/i18n/dates'
import { isLocale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { answerSections } from '../answers'
import { isOverdue } from '../deadline'
import type { ValidReport } from '../schema'
import { reportStrings } from '../strings'
import { fill } from '../text'
import { recordRows, statusLabel } from './reportViewData'

/**
 * A report as the officer reads it in the admin: deadline, the form's sections with each question and
 * answer in the officer's admin language, and who changed the status when. Plain HTML rendered on the
 * server, so nothing is fetched from another origin.
 */
export function ReportView({ data, i18n }: UIFieldServerProps) {
  const language = i18n.language
  const locale = adminContentLocale(language)
  const text = (key: Parameters<typeof adminText>[1]) => adminText(language, key)
  const deadline = typeof data?.deadline === 'string' ? data.deadline : null
  const status = typeof data?.status === 'string' ? data.status : 'new'
  const answers = data?.formAnswers as ValidReport | null | undefined
  const reportLocale = typeof data?.locale === 'string' && isLocale(data.locale) ? data.locale : null
  const stored = (Array.isArray(data?.statusHistory) ? data.statusHistory : []) as StatusChange[]
  const receivedAt = typeof data?.receivedAt === 'string' ? data.receivedAt : null
  // Reports kept before the history was: their receipt by the form is the first entry.
  const history = stored.length > 0 || !receivedAt ? stored : [{ status: 'new', changedAt: receivedAt }]
  return (
    <div className="report-view" style={{ marginBottom: 'var(--base, 20px)', lineHeight: 1.5 }}>
      {deadline ? (
        <p>
          <strong>{text('report.deadline')}:</strong> {formatMoment(new Date(deadline), locale)}
          {isOverdue(deadline, status) ? (
            <strong style={{ color: '#b91c1c' }}> · {text('report.overdue')}</strong>
          ) : null}
        </p>
      ) : null}
      <h2>{text('report.answers')}</h2>
      {answers ? (
        <>
          {reportLocale ? (
            <p>{fill(text('report.answersLanguage'), { locale: messages[locale].Locale[reportLocale] })}</p>
          ) : null}
          {answerSections(answers, reportStrings(locale))
            .filter((section) => section.rows.length > 0)
            .map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                <AnswerList rows={section.rows} />
              </section>
            ))}
        </>
      ) : (
        <>
          <p>{text('report.recordOnly')}</p>
          <AnswerList rows={recordRows(data?.report)} />
        </>
      )}
      <h2>{text('report.statusHistory')}</h2>
      <ol>
        {history.map((change) => (
          <li key={`${change.changedAt}-${change.status}`}>
            <strong>{statusLabel(language, change.status)}</strong> · {formatMoment(new Date(change.changedAt), locale)}{' '}
            · {text('report.changedBy')} {change.changedBy ?? text('report.byForm')}
          </li>
        ))}
      </ol>
    </div>
  )
}

function AnswerList({ rows }: { rows: [label: string, answer: string][] }) {
  return (
    <dl>
      {rows.map(([label, answer]) => (
        <div key={label} style={{ marginBottom: 'calc(var(--base, 20px) / 2)' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer}</dd>
        </div>
      ))}
    </dl>
  )
}
