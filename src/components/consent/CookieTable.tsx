import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { describeConsentCategories } from '@/lib/consent/siteCookies'
import { CookieSettingsButton } from './CookieSettingsButton'

const columns = ['name', 'purpose', 'lifetime', 'type'] as const

/** The cookie policy's list of every cookie the site sets, from the same catalog the consent settings show. */
export async function CookieTable({ locale }: { locale: Locale }) {
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieConsent' }),
    describeConsentCategories(locale),
  ])
  const rows = categories.flatMap((category) => category.cookies.map((cookie) => ({ ...cookie, type: category.name })))

  return (
    <section className="mx-auto mt-12 max-w-3xl px-4 sm:px-6" aria-labelledby="cookie-table">
      <h2 id="cookie-table" className="mb-4 text-2xl font-bold text-brand-900">
        {t('tableHeading')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it */}
      <section aria-label={t('tableLabel')} tabIndex={0} className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b-2 border-brand-700 text-brand-900">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 last:pr-0">
                  {t(`column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono text-sm font-semibold">
                  {row.name}
                </th>
                <td className="py-3 pr-4">{row.purpose}</td>
                <td className="whitespace-nowrap py-3 pr-4">{row.lifetime}</td>
                <td className="py-3">{row.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <CookieSettingsButton label={t('changeSettings')} className="button mt-6" />
    </section>
  )
}
