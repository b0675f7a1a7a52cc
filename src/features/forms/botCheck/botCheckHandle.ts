/** What a form asks of its bot check: a token to send, and a fresh start after each attempt. */
export type BotCheckHandle = { token: () => Promise<string | undefined>; reset: () => void }
