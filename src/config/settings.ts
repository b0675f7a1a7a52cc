import { createHmac } from 'node:crypto'
import path from 'node:path'
import { type MarketId, marketRules } from '@/markets/rules'
import { type BotCheckKind, type Environment, presentValues, settingsSchema } from './settingsSchema'

export { type BotCheckKind, settingNames } from './settingsSchema'

export type RecaptchaSettings = { siteKey: string; secretKey: string; verifyUrl: string; minScore: number }

/** An S3-compatible bucket for uploads; `credentials` null leaves them to the AWS SDK's own chain (an IAM role). */
export type S3Settings = {
  bucket: string
  endpoint: string | null
  region: string
  forcePathStyle: boolean
  credentials: { accessKeyId: string; secretAccessKey: string } | null
}

/** Every setting of the site, read from the environment once and checked when the server starts. */
export type Settings = {
  production: boolean
  /** Under `next dev` (NODE_ENV=development), not in tests or scripts. */
  development: boolean
  /** The market this server shows. */
  market: MarketId
  port: number
  /** How many reverse proxies in front of the server add X-Forwarded-For/-Proto (their values are trusted). */
  trustedProxies: number
  /** Public address of each market's site, without a trailing slash. */
  siteUrls: Record<MarketId, string>
  databaseUrl: string
  /** Whether the server applies the committed migrations of its database before it serves. */
  migrateAtStart: boolean
  /** Absolute folder of uploaded files, when no bucket is set. */
  mediaDir: string
  /** Bucket that every instance reads and writes uploads in; null keeps them in `mediaDir`. */
  s3: S3Settings | null
  /** Redis shared by every instance (rate limits, used ALTCHA challenges); null keeps them in this process. */
  redisUrl: string | null
  payloadSecret: string
  forms: {
    botCheck: BotCheckKind
    /** Signs ALTCHA challenges so the server can check a solution without remembering the challenge. */
    altchaSecret: string
    recaptcha: RecaptchaSettings | null
    /** Submissions of each public form accepted from one address (an IPv6 /64) in `formRateWindowMs`. */
    submissionsPerWindow: number
  }
  mail: { smtpUrl: string | null; from: string }
  contact: {
    /** Days after receipt when a contact message is deleted with its mail. */
    retentionDays: number
  }
  reports: {
    /** Where the notice of each new report goes (no health details in it). */
    pvMailbox: string[]
    /** Days after receipt when a closed report is deleted with its mail; null keeps reports. */
    retentionDays: number | null
    /** This company's identifier at the authorities, the sender of E2B(R3) messages (N.1.3, N.2.r.2). */
    senderId: string
  }
  careers: {
    /** Where the notice of each new job application goes (no CV, no message text in it). */
    hrMailbox: string[]
    /** Days after receipt when an application is deleted with its CV and its notice. */
    applicationRetentionDays: number
  }
}

/** A wrong or missing setting: the message names the variable. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(`${message}. See .env.example.`)
    this.name = 'SettingsError'
  }
}

const developmentSecret = 'development-only-secret-change-me'
const secretSettings = new Set([
  'PAYLOAD_SECRET',
  'ALTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
])

type AddressSettings = Pick<Environment, 'SITE_URL' | 'SITE_URL_CRO' | 'SITE_URL_SLO' | 'SITE_URL_BIH'>

function siteUrls(env: AddressSettings, market: MarketId, port: number): Record<MarketId, string> {
  const ownVariable: Record<MarketId, string | undefined> = {
    cro: env.SITE_URL_CRO,
    slo: env.SITE_URL_SLO,
    bih: env.SITE_URL_BIH,
  }
  const urlOf = (id: MarketId) => {
    const configured =
      ownVariable[id] ?? (id === market ? (env.SITE_URL ?? `http://localhost:${port}`) : marketRules[id].defaultSiteUrl)
    return configured.replace(/\/$/, '')
  }
  return { cro: urlOf('cro'), slo: urlOf('slo'), bih: urlOf('bih') }
}

/** Checks the settings an environment holds; throws a `SettingsError` naming the first wrong one. */
export function parseSettings(raw: Record<string, string | undefined>): Settings {
  const production = raw.NODE_ENV === 'production'
  const present = presentValues(raw)
  const parsed = settingsSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'A setting')
    // Values that may hold a password or a secret are never repeated in the message.
    const shown = secretSettings.has(name) ? '' : `; got "${present[name] ?? ''}"`
    throw new SettingsError(`${name} ${issue?.message ?? 'is invalid'}${shown}`)
  }
  const env = parsed.data
  const market = env.SITE_MARKET
  const urls = siteUrls(env, market, env.PORT)
  const ownHost = new URL(urls[market]).hostname

  if (production && !env.PAYLOAD_SECRET) throw new SettingsError('PAYLOAD_SECRET must be set in production')
  const payloadSecret = env.PAYLOAD_SECRET ?? developmentSecret
  // The sender of every E2B(R3) message to the authorities: a host name there would be refused or misfiled.
  if (production && !env.PV_SENDER_ID) {
    throw new SettingsError('PV_SENDER_ID must be set in production: the company’s EudraVigilance organisation ID')
  }
  if (env.BOT_CHECK === 'off' && production) {
    throw new SettingsError('BOT_CHECK=off is for development only and is refused in production')
  }

  return {
    production,
    development: raw.NODE_ENV === 'development',
    market,
    port: env.PORT,
    trustedProxies: env.TRUSTED_PROXIES,
    siteUrls: urls,
    databaseUrl: env.DATABASE_URL,
    migrateAtStart: env.MIGRATE_AT_START,
    mediaDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR),
    s3: s3Settings(env, present),
    redisUrl: env.REDIS_URL ?? null,
    payloadSecret,
    forms: {
      botCheck: env.BOT_CHECK,
      altchaSecret: env.ALTCHA_HMAC_KEY ?? createHmac('sha256', payloadSecret).update('altcha').digest('hex'),
      recaptcha: env.BOT_CHECK === 'recaptcha' ? recaptchaSettings(env, production) : null,
      submissionsPerWindow: env.FORM_RATE_LIMIT,
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? `Website <noreply@${ownHost}>` },
    contact: { retentionDays: env.CONTACT_RETENTION_DAYS },
    reports: {
      pvMailbox: env.PV_MAILBOX ?? [`farmakovigilancija@${ownHost}`],
      retentionDays: env.REPORT_RETENTION_DAYS ?? null,
      senderId: env.PV_SENDER_ID ?? ownHost,
    },
    careers: {
      hrMailbox: env.HR_MAILBOX ?? [`karijere@${ownHost}`],
      applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    },
  }
}

const s3SettingNames = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

function s3Settings(env: Environment, present: Record<string, string | undefined>): S3Settings | null {
  if (!env.S3_BUCKET) {
    // A bucket's other settings without the bucket would leave uploads on this machine's disk unnoticed.
    const stray = s3SettingNames.find((name) => present[name] !== undefined)
    if (stray) throw new SettingsError(`${stray} is set but S3_BUCKET is not`)
    return null
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new SettingsError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither')
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT ?? null,
    // S3-compatible servers accept any region; AWS's SDK needs one to sign with.
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  }
}

function recaptchaSettings(env: Environment, production: boolean): RecaptchaSettings {
  if (!env.RECAPTCHA_SECRET_KEY) throw new SettingsError('BOT_CHECK=recaptcha needs RECAPTCHA_SECRET_KEY')
  // Without a site key the form shows the spec's "ReCaptcha error: No key provided"; a live site must not start so.
  if (!env.RECAPTCHA_SITE_KEY && production) {
    throw new SettingsError('BOT_CHECK=recaptcha needs RECAPTCHA_SITE_KEY in production')
  }
  return {
    siteKey: env.RECAPTCHA_SITE_KEY ?? '',
    secretKey: env.RECAPTCHA_SECRET_KEY,
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
    minScore: env.RECAPTCHA_MIN_SCORE,
  }
}

let cached: Settings | undefined

const addressSchema = settingsSchema.pick({
  SITE_MARKET: true,
  PORT: true,
  SITE_URL: true,
  SITE_URL_CRO: true,
  SITE_URL_SLO: true,
  SITE_URL_BIH: true,
})

/**
 * The public addresses the pages rendered at build time carry, from the build's own settings (next.config.ts
 * writes them into the bundle); null where there was no build (development) or they did not parse.
 */
export function builtSiteUrls(): Record<MarketId, string> | null {
  const built = process.env.BUILT_ADDRESS_SETTINGS
  if (!built) return null
  const parsed = addressSchema.safeParse(presentValues(JSON.parse(built)))
  return parsed.success ? siteUrls(parsed.data, parsed.data.SITE_MARKET, parsed.data.PORT) : null
}

/** The settings of this process (`process.env` is read here and nowhere else). */
export function settings(): Settings {
  cached ??= parseSettings(process.env)
  return cached
}

/** The site's own address, for the market this server shows. */
export function ownSiteUrl(): string {
  const { siteUrls, market } = settings()
  return siteUrls[market]
}
