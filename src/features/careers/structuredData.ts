import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { escapeHtml } from '@/features/forms/mail'
import type { JobPostingEntry } from '@/lib/cms/jobPostings'

type PostingInput = {
  posting: JobPostingEntry
  /** Absolute address of the posting's page. */
  url: string
  /** The hiring company and the country of the market. */
  organization: { name: string; url: string; logo: string | null }
  countryCode: string
}

/** The posting's full text as HTML, as Google wants `description`: the body, then the requirements as a list. */
function descriptionHtml(posting: JobPostingEntry, requirementsHeading: string): string {
  const body = convertLexicalToHTML({ data: posting.description, disableContainer: true })
  if (posting.requirements.length === 0) return body
  const items = posting.requirements.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  return `${body}<h2>${escapeHtml(requirementsHeading)}</h2><ul>${items}</ul>`
}

/**
 * schema.org `JobPosting` with Google's required properties (title, description, datePosted,
 * hiringOrganization, jobLocation) and the recommended ones the posting holds (validThrough,
 * employmentType, identifier, directApply: its page takes the application; no salary is kept, so no baseSalary).
 */
export function jobPostingData(
  { posting, url, organization, countryCode }: PostingInput,
  requirementsHeading: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: descriptionHtml(posting, requirementsHeading),
    url,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(posting.id) },
    datePosted: posting.datePosted.slice(0, 10),
    validThrough: `${posting.closingDate.slice(0, 10)}T23:59:59`,
    employmentType: posting.employmentType,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      ...(organization.logo ? { logo: organization.logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: posting.location.address,
        addressLocality: posting.location.city,
        addressCountry: countryCode,
      },
    },
  }
}
