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
import { reportLegalNotices } from './content/reportLegalNotice'
import { context, uploadLocalized } from './context'
import { companyLogo, partnerLogo } from './images'
import { languagesFor, type SeedLanguage, textIn } from './languages'
import { simplePdf } from './pdf'

const demoCompanyName = 'Demo Medika'
/** Company data every market shows is written in each market's language. */
const everyLanguage = languagesFor(marketIds)

type CompanyCollection =
  | 'history-entries'
  | 'certificates'
  | 'memberships'
  | 'distributor-links'
  | 'company-information'

/**
 * Creates a record in Croatian, then writes it in each other language; `dataIn` also gets the created
 * record, so array rows keep their ids (and each language's values land on the same rows).
 */
async function createInLanguages(
  payload: Payload,
  collection: CompanyCollection,
  languages: SeedLanguage[],
  dataIn: (language: SeedLanguage, created?: Record<string, unknown>) => Record<string, unknown>,
) {
  const created = await payload.create({ collection, data: dataIn('hr') as never, locale: 'hr', context })
  for (const language of languages.filter((other) => other !== 'hr')) {
    const data = dataIn(language, created as unknown as Record<string, unknown>)
    await payload.update({ collection, id: created.id, data: data as never, locale: language, context })
  }
}

async function seedSiteSettings(payload: Payload) {
  const svg = (name: string, data: Buffer) => ({ name, data, mimetype: 'image/svg+xml' })
  const logo = await uploadLocalized(
    payload,
    'media',
    svg('logo.svg', companyLogo(demoCompanyName)),
    everyLanguage,
    (language) => ({ alt: language === 'en' ? `${demoCompanyName} logo` : `${demoCompanyName} logotip` }),
  )
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
      everyLanguage,
      () => ({
        alt: partner.name,
      }),
    )
    partnerLogos.push({ name: partner.name, url: null, logo: image })
  }
  for (const market of marketIds) {
    const created = await payload.create({
      collection: 'site-settings',
      data: { market, companyName: demoCompanyName, logo, partnerLogos },
      context,
    })
    for (const [language, reportLegalNotice] of Object.entries(reportLegalNotices[market])) {
      await payload.update({
        collection: 'site-settings',
        id: created.id,
        data: { reportLegalNotice },
        locale: language as SeedLanguage,
        context,
      })
    }
  }
}

/** Company data the About and company-information screens show, and each market's site settings. */
export async function seedCompanyData(payload: Payload): Promise<void> {
  await seedSiteSettings(payload)
  for (const entry of historyEntries) {
    await createInLanguages(payload, 'history-entries', everyLanguage, (language) => ({
      year: entry.year,
      text: textIn(entry.text, language),
    }))
  }
  for (const location of locations) {
    await payload.create({ collection: 'locations', data: location, context })
  }
  for (const certificate of certificates) {
    const pdf = simplePdf(certificate.documentTitle.en, [demoCompanyName, 'Sample document of the demo content.'])
    const document = await uploadLocalized(
      payload,
      'documents',
      { name: certificate.fileName, data: pdf, mimetype: 'application/pdf' },
      everyLanguage,
      (language) => ({ title: textIn(certificate.documentTitle, language) }),
    )
    await createInLanguages(payload, 'certificates', everyLanguage, (language) => ({
      text: textIn(certificate.text, language),
      document,
    }))
  }
  for (const membership of memberships) {
    await createInLanguages(payload, 'memberships', everyLanguage, (language) => ({
      name: textIn(membership.name, language),
      link: membership.link,
    }))
  }
  for (const distributor of distributorLinks) {
    await createInLanguages(payload, 'distributor-links', everyLanguage, (language) => ({
      text: textIn(distributor.text, language),
      link: distributor.link,
    }))
  }
  for (const company of companyInformation) {
    const { court, capitalStock, managementBoard, ...shared } = company
    await createInLanguages(payload, 'company-information', languagesFor([company.market]), (language, created) => ({
      ...shared,
      court: textIn(court, language),
      capitalStock: textIn(capitalStock, language),
      managementBoard: managementBoard.map(({ name, role }, index) => ({
        id: (created?.managementBoard as { id: string }[] | undefined)?.[index]?.id,
        name,
        role: textIn(role, language),
      })),
    }))
  }
}
