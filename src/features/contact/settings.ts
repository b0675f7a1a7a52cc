import { createHmac } from 'node:crypto'
import { serverEnv } from '@/lib/env'

export const botCheckKinds = ['altcha', 'recaptcha', 'off'] as const
export type BotCheckKind = (typeof botCheckKinds)[number]

export type RecaptchaSettings = { siteKey: string; secretKey: string; verifyUrl: string; minScore: number }

/** The contact form's settings (described in .env.example), checked at start like the others. */
export type ContactSettings = {
  botCheck: BotCheckKind
  /** Signs ALTCHA challenges so the server can check a solution without remembering the challenge. */
  altchaSecret: string
  recaptcha: RecaptchaSettings | null
  smtpUrl: string | null
  mailFrom: string
  rateLimitPerMinute: number
}

const googleSiteverify = 'https://www.google.com/recaptcha/api/siteverify'

function fail(message: string): never {
  throw new Error(`${message} (see .env.example).`)
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) fail(`${name} must be a positive whole number; got "${value}"`)
  return parsed
}

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    fail(`${name} must be an absolute URL; got "${value}"`)
  }
  if (!protocols.includes(parsed.protocol)) fail(`${name} must start with ${protocols.join(' or ')}`)
  return value
}

function recaptchaSettings(env: NodeJS.ProcessEnv, production: boolean): RecaptchaSettings {
  const secretKey = env.RECAPTCHA_SECRET_KEY ?? ''
  const siteKey = env.RECAPTCHA_SITE_KEY ?? ''
  if (!secretKey) fail('BOT_CHECK=recaptcha needs RECAPTCHA_SECRET_KEY')
  // Without a site key the form shows the spec's "ReCaptcha error: No key provided"; a live site must not start so.
  if (!siteKey && production) fail('BOT_CHECK=recaptcha needs RECAPTCHA_SITE_KEY in production')
  const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : 0.5
  if (!(minScore >= 0 && minScore <= 1))
    fail(`RECAPTCHA_MIN_SCORE must be between 0 and 1; got "${env.RECAPTCHA_MIN_SCORE}"`)
  const verifyUrl = url('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL || googleSiteverify, ['https:', 'http:'])
  return { siteKey, secretKey, verifyUrl, minScore }
}

export function readContactSettings(env: NodeJS.ProcessEnv = process.env): ContactSettings {
  const production = env.NODE_ENV === 'production'
  const botCheck = (env.BOT_CHECK || 'altcha') as BotCheckKind
  if (!botCheckKinds.includes(botCheck)) fail(`BOT_CHECK must be one of ${botCheckKinds.join(', ')}; got "${botCheck}"`)
  if (botCheck === 'off' && production) fail('BOT_CHECK=off is for development only and is refused in production')
  const { payloadSecret, siteUrl } = serverEnv()
  return {
    botCheck,
    altchaSecret: env.ALTCHA_HMAC_KEY || createHmac('sha256', payloadSecret).update('altcha').digest('hex'),
    recaptcha: botCheck === 'recaptcha' ? recaptchaSettings(env, production) : null,
    smtpUrl: env.SMTP_URL ? url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : null,
    mailFrom: env.MAIL_FROM || `Website <noreply@${new URL(siteUrl).hostname}>`,
    rateLimitPerMinute: positiveInteger('CONTACT_RATE_LIMIT', env.CONTACT_RATE_LIMIT, 5),
  }
}

let cached: ContactSettings | undefined

export function contactSettings(): ContactSettings {
  cached ??= readContactSettings()
  return cached
}
