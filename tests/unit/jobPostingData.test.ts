import { describe, expect, it } from 'vitest'
import { jobPostingData } from '@/features/careers/structuredData'
import type { JobPostingEntry } from '@/lib/cms/jobPostings'
import { toLexical } from '@/seed/lexical'

const posting: JobPostingEntry = {
  id: 7,
  slug: 'skladistar',
  slugs: { hr: 'skladistar' },
  title: 'Skladištar (m/ž)',
  summary: null,
  description: toLexical([{ type: 'p', text: 'Rad u skladištu <s hladnim lancem>' }]) as JobPostingEntry['description'],
  requirements: ['Vozačka dozvola B', 'Iskustvo & pouzdanost'],
  department: 'logistics',
  employmentType: 'FULL_TIME',
  location: { id: 3, city: 'Vukovar', address: 'Ulica primjera 2' },
  datePosted: '2026-11-01T12:00:00.000Z',
  closingDate: '2026-12-01T12:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
}

const data = jobPostingData(
  {
    posting,
    url: 'https://cro.example.com/karijere/skladistar',
    organization: { name: 'Demo Medika', url: 'https://cro.example.com', logo: 'https://cro.example.com/logo.svg' },
    countryCode: 'HR',
  },
  'Što očekujemo',
)

describe('a job posting as schema.org JobPosting for Google', () => {
  it('has every property Google requires', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Skladištar (m/ž)',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization', name: 'Demo Medika', sameAs: 'https://cro.example.com' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ulica primjera 2',
          addressLocality: 'Vukovar',
          addressCountry: 'HR',
        },
      },
    })
  })

  it('has the recommended ones the posting holds: closing time, employment type, identifier, direct apply', () => {
    expect(data).toMatchObject({
      validThrough: '2026-12-01T23:59:59',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Demo Medika', value: '7' },
    })
  })

  it('describes the position in escaped HTML, requirements as a list', () => {
    expect(data.description).toBe(
      '<p>Rad u skladištu &lt;s hladnim lancem&gt;</p><h2>Što očekujemo</h2><ul><li>Vozačka dozvola B</li><li>Iskustvo &amp; pouzdanost</li></ul>',
    )
  })
})
