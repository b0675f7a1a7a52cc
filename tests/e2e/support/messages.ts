import bs from '../../../messages/bs.json' with { type: 'json' }
import en from '../../../messages/en.json' with { type: 'json' }
import hr from '../../../messages/hr.json' with { type: 'json' }
import sl from '../../../messages/sl.json' with { type: 'json' }

/** Every locale's UI strings, as Playwright's loader reads JSON (src/i18n/messages.ts imports them without the attribute). */
export const messages = { hr, en, sl, bs } as const
