import { withLanguageChoice } from '@/i18n/languageChoice'
import type { Locale } from '@/i18n/locales'

export type LanguageLink = { locale: Locale; label: string; href: string }

type Props = {
  links: LanguageLink[]
  label: string
  /** Shows the locale code (the full language name stays available to screen readers). */
  compact: boolean
  className: string
}

/**
 * Links to the same page in the other locales. Plain anchors: a full page load re-renders the
 * document in the new language; the link's marker has the proxy store the choice in the NEXT_LOCALE cookie.
 */
export function LanguageSwitcher({ links, label, compact, className }: Props) {
  if (links.length === 0) return null
  return (
    <ul aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={withLanguageChoice(link.href, link.locale)}
            hrefLang={link.locale}
            lang={link.locale}
            className={
              compact
                ? // As tall as the search box and the contact button beside it, so the three line up.
                  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 font-semibold uppercase text-brand-700 hover:bg-brand-50'
                : 'font-semibold text-brand-700 underline'
            }
          >
            {compact ? (
              <>
                <span aria-hidden="true">{link.locale}</span>
                <span className="sr-only">{link.label}</span>
              </>
            ) : (
              link.label
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
