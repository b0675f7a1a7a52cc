import type { SeedScreen } from './types'

/** The accessibility statement's screen: its title and lead; the statement itself is the market's (messages and rules). */
export const accessibilityScreen: SeedScreen = {
  screen: 'accessibilityStatement',
  title: { hr: 'Izjava o pristupačnosti', en: 'Accessibility statement' },
  lead: {
    hr: 'Koliko su ove mrežne stranice pristupačne, što još ne radi za sve i kome se obratiti.',
    en: 'How accessible this website is, what does not yet work for everyone and whom to contact.',
  },
  description: {
    hr: 'Izjava o pristupačnosti mrežnih stranica: stanje usklađenosti, nepristupačan sadržaj, kontakt i postupak praćenja provedbe.',
    en: 'Accessibility statement of this website: compliance status, non-accessible content, contact and enforcement procedure.',
  },
  layout: [],
}
