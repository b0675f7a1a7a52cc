import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { seatWithCountry } from '@/collections/company/legalFacts'
import type { Locale } from '@/i18n/locales'
import { getCompanyInformation } from '@/lib/cms/company'
import { requestContext } from '@/lib/request/context'

/** The market's registered company data as a definition list; fields a market does not have are left out. */
export async function CompanyInformationDetails({ locale }: { locale: Locale }) {
  const { market } = requestContext()
  const [company, t] = await Promise.all([
    getCompanyInformation(market.id, locale),
    getTranslations({ locale, namespace: 'CompanyInformation' }),
  ])
  if (!company) return null
  const rows: [string, React.ReactNode][] = [
    [t('corporateName'), company.corporateName],
    [t('shortName'), company.shortName],
    [t('seat'), seatWithCountry(company.seat, market, locale)],
    // Named as the market's law names it (matična številka in Slovenia, JIB in Bosnia and Herzegovina).
    [t(`registrationNumber.${market.id}`), company.registrationNumber],
    [t('court'), company.court],
    [t('capitalStock'), company.capitalStock],
    [
      t('managementBoard'),
      company.managementBoard?.length ? (
        <ul key="list">
          {company.managementBoard.map((member) => (
            <li key={member.id ?? member.name}>{member.role ? `${member.name}, ${member.role}` : member.name}</li>
          ))}
        </ul>
      ) : null,
    ],
    [
      t('bankAccounts'),
      company.bankAccounts?.length ? (
        <ul key="list">
          {company.bankAccounts.map((account) => (
            <li key={account.id ?? account.iban}>
              {account.bank}: <span className="whitespace-nowrap">{account.iban}</span>
            </li>
          ))}
        </ul>
      ) : null,
    ],
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 sm:px-6">
      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="grid gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="sm:col-span-2">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  )
}
