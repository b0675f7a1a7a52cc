import type { Payload } from 'payload'
import { marketIds } from '@/markets/types'
import {
  certificates,
  companyInformation,
  distributorLinks,
  historyEntries,
  locations,
  memberships,
} from './content/company'
import { context, uploadLocalized } from './context'
import { companyLogo, partnerLogo } from './images'
import { simplePdf } from './pdf'

const demoCompanyName = 'Demo Medika'

async function createBothLanguages(
  payload: Payload,
  collection: 'history-entries' | 'certificates' | 'memberships' | 'distributor-links' | 'company-information',
  hr: Record<string, unknown>,
  en: Record<string, unknown> | ((created: Record<string, unknown>) => Record<string, unknown>),
) {
  const created = await payload.create({ collection, data: hr as never, locale: 'hr', context })
  const english = typeof en === 'function' ? en(created as unknown as Record<string, unknown>) : en
  await payload.update({ collection, id: created.id, data: english as never, locale: 'en', context })
}

async function seedSiteSettings(payload: Payload) {
  const svg = (name: string, data: Buffer) => ({ name, data, mimetype: 'image/svg+xml' })
  const logo = await uploadLocalized(payload, 'media', svg('logo.svg', companyLogo(demoCompanyName)), (language) => ({
    alt: language === 'hr' ? `${demoCompanyName} logotip` : `${demoCompanyName} logo`,
  }))
  const partnerLogos = []
  for (const partner of [
    { name: 'Partner Alfa', colour: '#2b7bb9' },
    { name: 'Partner Beta', colour: '#3a9d5d' },
  ]) {
    const fileName = `${partner.name.toLowerCase().replace(/\s+/g, '-')}.svg`
    const image = await uploadLocalized(
      payload,
      'media',
      svg(fileName, partnerLogo(partner.name, partner.colour)),
      () => ({
        alt: partner.name,
      }),
    )
    partnerLogos.push({ name: partner.name, url: null, logo: image })
  }
  for (const market of marketIds) {
    await payload.create({
      collection: 'site-settings',
      data: { market, companyName: demoCompanyName, logo, partnerLogos },
      context,
    })
  }
}

/** Company data the About and company-information screens show, and each market's site settings. */
export async function seedCompanyData(payload: Payload): Promise<void> {
  await seedSiteSettings(payload)
  for (const entry of historyEntries) {
    await createBothLanguages(
      payload,
      'history-entries',
      { year: entry.year, text: entry.text.hr },
      { text: entry.text.en },
    )
  }
  for (const [sortOrder, location] of locations.entries()) {
    await payload.create({ collection: 'locations', data: { ...location, sortOrder }, context })
  }
  for (const [sortOrder, certificate] of certificates.entries()) {
    const pdf = simplePdf(certificate.documentTitle.en, [demoCompanyName, 'Sample document of the demo content.'])
    const document = await uploadLocalized(
      payload,
      'documents',
      { name: certificate.fileName, data: pdf, mimetype: 'application/pdf' },
      (language) => ({ title: certificate.documentTitle[language] }),
    )
    await createBothLanguages(
      payload,
      'certificates',
      { text: certificate.text.hr, document, sortOrder },
      { text: certificate.text.en },
    )
  }
  for (const [sortOrder, membership] of memberships.entries()) {
    await createBothLanguages(
      payload,
      'memberships',
      { name: membership.name.hr, link: membership.link, sortOrder },
      { name: membership.name.en },
    )
  }
  for (const [sortOrder, distributor] of distributorLinks.entries()) {
    await createBothLanguages(
      payload,
      'distributor-links',
      { text: distributor.text.hr, link: distributor.link, sortOrder },
      { text: distributor.text.en },
    )
  }
  for (const company of companyInformation) {
    const { court, capitalStock, managementBoard, ...shared } = company
    await createBothLanguages(
      payload,
      'company-information',
      {
        ...shared,
        court: court.hr,
        capitalStock: capitalStock.hr,
        managementBoard: managementBoard.map(({ name, role }) => ({ name, role: role.hr })),
      },
      (created) => ({
        court: court.en,
        capitalStock: capitalStock.en,
        // Array rows keep their ids, so the English roles land on the same people.
        managementBoard: (created.managementBoard as { id: string; name: string }[]).map((row, index) => ({
          ...row,
          role: managementBoard[index]?.role.en,
        })),
      }),
    )
  }
}
