import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { ContactButton } from '@/features/contact/ContactButton'
import { reportNavLink } from '@/features/reports/reportLink'
import { SearchForm } from '@/features/search/SearchForm'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import type { Menus } from '@/lib/cms/navigation'
import type { SiteIdentity } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from '@/lib/seo/alternates'
import { AnniversaryBadge } from './AnniversaryBadge'
import { type LanguageLink, LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenu } from './MobileMenu'
import { NavDropdown } from './NavDropdown'

type Props = { locale: Locale; alternates: Alternates; menus: Menus; identity: SiteIdentity }

export async function Header({ locale, alternates, menus, identity }: Props) {
  const t = await getTranslations({ locale, namespace: 'Header' })
  const tLocale = await getTranslations({ locale, namespace: 'Locale' })
  const { market } = requestContext()
  const languageLinks: LanguageLink[] = market.locales
    .filter((other) => other !== locale)
    .map((other) => ({ locale: other, label: tLocale(other), href: alternates[other] ?? screenHref('home', other) }))
  const reportLink = reportNavLink(market, locale)
  const primary = reportLink ? [...menus.primary, reportLink] : menus.primary

  // Two rows from `lg` up: the logo and the tools (search, contact, language) on the first, the navigation on
  // the second, so no width between 1024 and 1920 px squeezes the logo or pushes a control off the screen.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <SiteLink
          href={screenHref('home', locale)}
          className="flex shrink-0 items-center gap-3"
          aria-label={t('homeLink', { company: identity.companyName })}
        >
          {identity.logo ? (
            // biome-ignore lint/performance/noImgElement: an uploaded SVG logo is served as is
            <img
              src={identity.logo.url}
              alt=""
              width={identity.logo.width}
              height={identity.logo.height}
              // Scaled by its height only, so it keeps its proportions; the narrowest phones get it a size smaller.
              className="h-8 w-auto max-w-none shrink-0 sm:h-10"
            />
          ) : (
            <span className="text-xl font-bold text-brand-800">{identity.companyName}</span>
          )}
        </SiteLink>
        {market.showsAnniversaryLogo &&
          (identity.anniversaryLogo ? (
            // biome-ignore lint/performance/noImgElement: an uploaded SVG logo is served as is
            <img
              src={identity.anniversaryLogo.url}
              alt={t('anniversary')}
              width={identity.anniversaryLogo.width}
              height={identity.anniversaryLogo.height}
              className="h-12 w-auto max-w-none shrink-0"
            />
          ) : (
            <AnniversaryBadge label={t('anniversary')} />
          ))}
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <SearchForm locale={locale} inputClassName="w-44 xl:w-56" />
          <ContactButton className="button">{t('contact')}</ContactButton>
          <LanguageSwitcher links={languageLinks} label={t('languageSwitcher')} compact className="flex items-center" />
        </div>
        <div className="ml-auto shrink-0 lg:hidden">
          <MobileMenu
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            contactLabel={t('contact')}
            languageLabel={t('languageSwitcher')}
            languageLinks={languageLinks}
            search={<SearchForm locale={locale} className="mb-2" inputClassName="w-full" />}
            sections={[
              { heading: t('services'), links: menus.services },
              { heading: t('offerings'), links: menus.offerings },
              { heading: '', links: primary },
            ]}
          />
        </div>
      </div>
      <nav aria-label={t('mainNavigation')} className="hidden border-t border-slate-100 lg:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 py-1 sm:px-6">
          <NavDropdown label={t('services')} links={menus.services} />
          <NavDropdown label={t('offerings')} links={menus.offerings} />
          <ul className="flex flex-wrap items-center gap-1">
            {primary.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="block whitespace-nowrap rounded px-3 py-2 font-semibold text-ink hover:bg-brand-50"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  )
}
