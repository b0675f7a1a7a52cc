import type { ServerProps, TypedLocale } from 'payload'
import { dueSoonListQuery, reminderWindowDays, reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { DeadlineMark } from '@/features/reports/admin/DeadlineMark'
import { type AdminTextKey, adminContentLocale, adminText } from '@/i18n/adminText'
import { formatMoment } from '@/i18n/dates'
import { fill } from '@/i18n/fill'
import { type WorkQueue, workQueues } from './workQueues'

const headings: Record<WorkQueue['kind'], [AdminTextKey, AdminTextKey]> = {
  reportsDue: ['dashboard.reportsDue', 'dashboard.reportsDueNone'],
  newApplications: ['dashboard.newApplications', 'dashboard.newApplicationsNone'],
  drafts: ['dashboard.drafts', 'dashboard.draftsNone'],
  scheduled: ['dashboard.scheduled', 'dashboard.scheduledNone'],
}

const detailKeys: Record<string, AdminTextKey> = { publish: 'schedule.publishAt', unpublish: 'schedule.unpublishAt' }

function Queue({ queue, language }: { queue: WorkQueue; language: string }) {
  const text = (key: AdminTextKey) => fill(adminText(language, key), { days: reminderWindowDays, count: queue.total })
  const [heading, none] = headings[queue.kind]
  const locale = adminContentLocale(language)
  return (
    <section
      className="card"
      style={{ display: 'block', padding: '1rem 1.25rem' }}
      aria-labelledby={`work-${queue.kind}`}
    >
      <h3 id={`work-${queue.kind}`} style={{ margin: '0 0 0.5rem' }}>
        {text(heading)} {queue.total > 0 ? `(${queue.total})` : ''}
      </h3>
      {queue.items.length === 0 ? (
        <p style={{ margin: 0 }}>{text(none)}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {queue.items.map((item) => {
            const detailKey = item.detail ? detailKeys[item.detail] : undefined
            const when = formatMoment(new Date(item.at), locale)
            return (
              <li key={item.href} style={{ margin: '0.25rem 0' }}>
                <a href={item.href}>{item.label || text('dashboard.untitled')}</a>
                {item.detail && !detailKey ? ` · ${item.detail}` : ''}
                {' · '}
                {item.reportStatus ? (
                  <DeadlineMark deadline={item.at} status={item.reportStatus} language={language} />
                ) : (
                  <span>{detailKey ? `${adminText(language, detailKey)} ${when}` : when}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {queue.listHref && queue.total > 0 ? (
        <p style={{ margin: '0.5rem 0 0' }}>
          <a href={queue.listHref}>{text('dashboard.showAll')}</a>
        </p>
      ) : null}
    </section>
  )
}

/**
 * Above the admin's collection cards: each staff member's own work first (pharmacovigilance the reports due,
 * HR the new applications, editors their drafts and scheduled items), in their admin language.
 */
export async function StaffWork({ payload, user, i18n, locale }: ServerProps) {
  if (!payload || !user || !i18n) return null
  const contentLocale = (locale?.code ?? 'hr') as TypedLocale
  const reportsDueHref = `/admin/collections/${reportsCollection}?${dueSoonListQuery(new Date())}`
  const queues = await workQueues(payload, user, contentLocale, reportsDueHref)
  if (queues.length === 0) return null
  return (
    <div style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '1rem' }}>{adminText(i18n.language, 'dashboard.title')}</h2>
      <div
        style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' }}
      >
        {queues.map((queue) => (
          <Queue key={queue.kind} queue={queue} language={i18n.language} />
        ))}
      </div>
    </div>
  )
}
