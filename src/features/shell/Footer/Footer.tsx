import { getTranslations } from 'next-intl/server'
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton'
import { CurrentYear } from '@/components/site/CurrentYear'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import type { MenuLink } from '@/lib/cms/navigation'
import type { SiteIdentity } from '@/lib/cms/siteSettings'
import { marketRules } from '@/markets'

type Props = { locale: Locale; links: MenuLink[]; identity: SiteIdentity }

export async function Footer({ locale, links, identity }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' })

  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-100">{t('sisterSites')}</h2>
          <ul className="space-y-2">
            {identity.sisterSites.map(({ market, url }) => (
              <li key={market}>
                <a href={url} className="underline-offset-4 hover:underline">
                  {marketRules[market].countryName[locale]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-100">{t('legal')}</h2>
          <ul className="space-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="underline-offset-4 hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink
                href={screenHref('accessibilityStatement', locale)}
                className="underline-offset-4 hover:underline"
              >
                {t('accessibilityStatement')}
              </SiteLink>
            </li>
            <li>
              <CookieSettingsButton
                label={t('cookieSettings')}
                className="text-left underline-offset-4 hover:underline"
              />
            </li>
          </ul>
        </section>
        {identity.partners.length > 0 && (
          <section>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-100">{t('partners')}</h2>
            <ul className="flex flex-wrap items-center gap-4">
              {identity.partners.map((partner) => {
                const image = partner.logo ? (
                  // biome-ignore lint/performance/noImgElement: uploaded SVG logos are served as they are
                  <img
                    src={partner.logo.url}
                    alt={partner.name}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    // Below the fold: without it React preloads each logo ahead of the page's stylesheet.
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-auto rounded bg-white p-2"
                  />
                ) : (
                  partner.name
                )
                return <li key={partner.name}>{partner.url ? <a href={partner.url}>{image}</a> : image}</li>
              })}
            </ul>
          </section>
        )}
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm text-brand-100">
        {t.rich('copyright', {
          year: new Date().getFullYear(),
          company: identity.companyName,
          current: (renderedYear) => <CurrentYear>{renderedYear}</CurrentYear>,
        })}
      </p>
    </footer>
  )
}
