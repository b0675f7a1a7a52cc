import { z } from 'zod'
import { marketIds } from '@/markets/rules'

const botCheckKinds = ['altcha', 'recaptcha', 'off'] as const
export type BotCheckKind = (typeof botCheckKinds)[number]

const googleSiteverify = 'https://www.google.com/recaptcha/api/siteverify'

const absoluteUrl = (protocols: string[]) =>
  z
    .url({ message: 'must be an absolute URL' })
    .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.join(' or ')}`,
    })

const wholeNumber = (min: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)

const trueOrFalse = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true')

const addressList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .pipe(z.array(z.email({ message: 'must be e-mail addresses, comma-separated' })))

/**
 * The environment variables of the site, each described in .env.example (a unit test keeps the two
 * alike). Unset and empty values take the default.
 */
export const settingsSchema = z.object({
  SITE_MARKET: z.enum(marketIds, { message: `must be one of ${marketIds.join(', ')}` }).default('cro'),
  SITE_URL: absoluteUrl(['http:', 'https:']).optional(),
  SITE_URL_CRO: absoluteUrl(['http:', 'https:']).optional(),
  SITE_URL_SLO: absoluteUrl(['http:', 'https:']).optional(),
  SITE_URL_BIH: absoluteUrl(['http:', 'https:']).optional(),
  PORT: wholeNumber(1).default(3029),
  DATABASE_URL: z
    .string()
    .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
      message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    })
    .default('file:./data/site.db'),
  MIGRATE_AT_START: trueOrFalse('false'),
  MEDIA_DIR: z.string().default('media'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be 3 to 63 lower-case letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: absoluteUrl(['http:', 'https:']).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: trueOrFalse('false'),
  REDIS_URL: absoluteUrl(['redis:', 'rediss:']).optional(),
  PAYLOAD_SECRET: z.string().optional(),
  BOT_CHECK: z.enum(botCheckKinds, { message: `must be one of ${botCheckKinds.join(', ')}` }).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: absoluteUrl(['https:', 'http:']).default(googleSiteverify),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ message: 'must be between 0 and 1' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(0.5),
  SMTP_URL: absoluteUrl(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().optional(),
  FORM_RATE_LIMIT: wholeNumber(1).default(30),
  TRUSTED_PROXIES: wholeNumber(0).default(0),
  CONTACT_RETENTION_DAYS: wholeNumber(1).default(365),
  PV_MAILBOX: addressList.optional(),
  REPORT_RETENTION_DAYS: wholeNumber(1).optional(),
  PV_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,60}$/, 'must be 1 to 60 letters, digits, dots, dashes or underscores')
    .optional(),
  HR_MAILBOX: addressList.optional(),
  APPLICATION_RETENTION_DAYS: wholeNumber(1).default(180),
})

export type Environment = z.output<typeof settingsSchema>

/** The names of every setting, in the order .env.example describes them. */
export const settingNames = Object.keys(settingsSchema.shape) as (keyof typeof settingsSchema.shape)[]

/** The environment's settings with empty values (`PAYLOAD_SECRET=` in a .env file) counted as unset. */
export function presentValues(raw: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(settingNames.map((name) => [name, raw[name] === '' ? undefined : raw[name]]))
}
