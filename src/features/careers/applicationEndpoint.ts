import { maxCvBytes } from '@/collections/JobApplications/cvKinds'
import { createFormEndpoint, type FormEndpointDeps } from '@/features/forms/endpoint'
import { fieldErrorText } from '@/features/forms/fieldErrors'
import { findOpenPosting } from '@/lib/cms/jobPostings'
import { enqueueMail } from '@/lib/cms/mailOutbox'
import { saveJobApplication } from '@/lib/cms/submissions'
import { composeApplicationNotice } from './applicationMail'
import { applicationErrorCodesOf, applicationSubmissionSchema } from './applicationSchema'
import { applicationStrings } from './applicationStrings'
import { checkedCv } from './storedCv'

/** The CV at its largest with the form's text, the bot check's token and the multipart framing. */
const maxApplicationBodyBytes = maxCvBytes + 64 * 1024

type ApplicationEndpointDeps = FormEndpointDeps & {
  hrMailbox: string[]
  retentionDays: number
  now?: () => Date
}

/**
 * POST /api/applications?locale=… (multipart form data): the form validated again with its zod schema (the CV
 * by its content), the posting (a published, open posting of this market; none for an open application), the
 * bot check; then the CV, the application and the notice to HR are stored in one transaction before it answers
 * `{ ok: true }`. Nothing an applicant wrote is ever logged.
 */
export function createApplicationEndpoint(deps: ApplicationEndpointDeps) {
  const now = deps.now ?? (() => new Date())
  const stringsOf = (locale: Parameters<typeof applicationStrings>[0]) => applicationStrings(locale, deps.retentionDays)
  return createFormEndpoint(deps, {
    name: 'Application form',
    maxBodyBytes: maxApplicationBodyBytes,
    body: 'multipart',
    texts: stringsOf,
    async validate(input, { locale, market }) {
      const strings = stringsOf(locale)
      const refusal = (field: string, text: string) => ({
        ok: false as const,
        error: text,
        fieldErrors: { [field]: text },
      })
      const parsed = await applicationSubmissionSchema.safeParseAsync(input)
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          Object.entries(applicationErrorCodesOf(parsed.error)).flatMap(([field, code]) =>
            code ? [[field, fieldErrorText(strings.fieldErrors, field, code)]] : [],
          ),
        )
        return { ok: false, error: strings.malformed, fieldErrors }
      }
      const { botCheckToken, posting: postingId, cv, ...form } = parsed.data
      const stored = await checkedCv(cv)
      if (!stored) return refusal('cv', strings.fieldErrors.cvWrongType)
      const posting = postingId === undefined ? null : await findOpenPosting(postingId, market.id, locale, now())
      if (postingId !== undefined && !posting) return refusal('posting', strings.fieldErrors.unknownPosting)
      return { ok: true, value: { form, cv: stored, posting }, botCheckToken }
    },
    async save({ form, cv, posting }, { locale, market, siteUrl }, scope) {
      const receivedAt = now()
      const id = await saveJobApplication(
        {
          posting: posting?.id ?? null,
          postingTitle: posting?.title ?? null,
          name: form.name,
          email: form.email,
          phone: form.phone || null,
          message: form.message,
          privacyAccepted: form.privacyAccepted,
          locale,
          market: market.id,
          status: 'new',
        },
        cv,
        scope,
      )
      const notice = composeApplicationNotice(
        { name: form.name, postingTitle: posting?.title ?? null },
        {
          hrMailbox: deps.hrMailbox,
          locale: market.defaultLocale,
          receivedAt,
          adminUrl: new URL(`/admin/collections/job-applications/${id}`, siteUrl).toString(),
        },
      )
      await enqueueMail(notice, { jobApplication: id }, scope)
      return undefined
    },
  })
}
