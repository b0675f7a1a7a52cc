import { randomBytes } from 'node:crypto'
import { reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { createFormEndpoint, type FormEndpointDeps } from '@/features/forms/endpoint'
import { defaultLocale } from '@/i18n/locales'
import { countMailToMailbox, enqueueMail } from '@/lib/cms/mailOutbox'
import { saveReport } from '@/lib/cms/submissions'
import { reportDeadline } from './deadline'
import { fieldByErrorKey } from './fields'
import { composePvNotification, composeReportConfirmation } from './mail'
import { reportRecord } from './record'
import { type ReportErrorCode, reportErrorCodesOf, reportSubmissionSchema, type ValidReport } from './schema'
import { reportStrings } from './strings'
import { errorText } from './text'

/** Every answer at its longest, in letters of up to three bytes, with the bot check's token, fits. */
const maxReportBodyBytes = 128 * 1024

/** Confirmations one mailbox receives in 24 hours at most, however its address is spelled: anyone can type anyone's address. */
const confirmationsPerAddressPerDay = 3
const day = 24 * 60 * 60 * 1000

type ReportEndpointDeps = FormEndpointDeps & {
  pvMailbox: string[]
  now?: () => Date
}

/** A reference the officer and the reporter can quote: kind, day of receipt and six random letters. */
function newReference(kind: ValidReport['kind'], receivedAt: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const random = Array.from(randomBytes(6), (byte) => alphabet[byte % alphabet.length]).join('')
  return `${kind === 'human' ? 'H' : 'V'}-${receivedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${random}`
}

/**
 * POST /api/reports?locale=…: the whole report validated again with the wizard's zod schemas, the bot
 * check, then the report (E2B-shaped, with its receipt time and legal deadline) and its mail saved in
 * one transaction before it answers `{ ok: true, reference }`. Nothing of a report is ever logged.
 */
export function createReportEndpoint(deps: ReportEndpointDeps) {
  const now = deps.now ?? (() => new Date())
  return createFormEndpoint(deps, {
    name: 'Report form',
    maxBodyBytes: maxReportBodyBytes,
    texts: (locale) => {
      const strings = reportStrings(locale)
      return { ...strings.errors, sendFailed: strings.failure.title }
    },
    async validate(json, { locale }) {
      const parsed = reportSubmissionSchema.safeParse(json)
      if (!parsed.success) {
        const strings = reportStrings(locale)
        const fieldErrors = Object.fromEntries(
          Object.entries(reportErrorCodesOf(parsed.error)).map(([key, code]: [string, ReportErrorCode]) => [
            key,
            errorText(strings, code, fieldByErrorKey(key)),
          ]),
        )
        return { ok: false, error: strings.errors.malformed, fieldErrors }
      }
      const { botCheckToken, ...report } = parsed.data
      return { ok: true, value: report as ValidReport, botCheckToken }
    },
    async save(report, { locale, market, siteUrl }, scope) {
      const receivedAt = now()
      const record = reportRecord(report)
      const deadline = reportDeadline(report.kind, record.reaction.serious, receivedAt)
      const reference = newReference(report.kind, receivedAt)
      const id = await saveReport(
        {
          reference,
          status: 'new',
          kind: report.kind,
          seriousness: record.reaction.serious ? 'serious' : 'nonSerious',
          receivedAt: receivedAt.toISOString(),
          deadline: deadline.toISOString(),
          locale,
          market: market.id,
          report: record,
          formAnswers: report,
        },
        scope,
      )
      const context = {
        reference,
        receivedAt,
        deadline,
        adminUrl: new URL(`/admin/collections/${reportsCollection}/${id}`, siteUrl).toString(),
        pvMailbox: deps.pvMailbox,
      }
      const source = { report: id }
      const reporterEmail = record.reporter.email?.toLowerCase()
      const confirm =
        reporterEmail !== undefined &&
        reporterEmail !== '' &&
        // The outbox stamps its records with the clock, so the day is counted back from the clock too.
        (await countMailToMailbox(reporterEmail, new Date(Date.now() - day), scope)) < confirmationsPerAddressPerDay
      if (confirm) {
        const confirmation = composeReportConfirmation(reporterEmail, reportStrings(locale), locale, context)
        await enqueueMail(confirmation, source, scope)
      }
      const notification = composePvNotification(report, reportStrings(defaultLocale), defaultLocale, context)
      await enqueueMail(notification, source, scope)
      return { reference, summaryQueued: confirm }
    },
  })
}
