import type { Locale } from '@/i18n/locales'

export type LanguageLink = { locale: Locale; label: string; href: string }

/**
 * Links to the same page in the other locales. Plain anchors: a full page load re-renders the
 * document in the new language, and the locale proxy stores the choice in the NEXT_LOCALE cookie.
 */
export function LanguageSwitcher({ links, label }: { links: LanguageLink[]; label: string }) {
  if (links.length === 0) return null
  return (
    <ul aria-label={label} className="hidden items-center gap-2 lg:flex">
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            hrefLang={link.locale}
            lang={link.locale}
            className="rounded px-2 py-1 text-sm font-semibold uppercase text-brand-700 hover:bg-brand-50"
          >
            <span aria-hidden="true">{link.locale}</span>
            <span className="sr-only">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
