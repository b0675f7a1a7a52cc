import type { BotCheck } from './types'

/** No bot check, for local development only: the settings refuse it when NODE_ENV is production. */
export const noBotCheck: BotCheck = {
  kind: 'off',
  verify: async () => ({ passed: true }),
}
