import type { BotCheckKind } from '@/config/settings'

export type BotCheckVerdict = { passed: true } | { passed: false; reason: string }

/**
 * One server-side bot check behind the contact form (and, later, the report form). `verify` never
 * throws: any doubt is a failed check.
 */
export type BotCheck = {
  kind: BotCheckKind
  verify: (token: string | undefined) => Promise<BotCheckVerdict>
}

/** What the browser needs to run the configured check; sent to the page as a prop. */
export type BotCheckClientConfig =
  | { kind: 'altcha'; challengeUrl: string }
  | { kind: 'recaptcha'; siteKey: string; version: 3; action: string }
  | { kind: 'off' }

export const failed = (reason: string): BotCheckVerdict => ({ passed: false, reason })
