import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtSiteUrls, parseSettings, settingNames } from '@/config/settings'
import { marketRules } from '@/markets'

const test = { NODE_ENV: 'test' }

describe('the settings', () => {
  it('default to cro on port 3029, SQLite, ALTCHA, 5 submissions a minute and no SMTP', () => {
    const settings = parseSettings(test)
    expect(settings.market).toBe('cro')
    expect(settings.port).toBe(3029)
    expect(settings.databaseUrl).toBe('file:./data/site.db')
    expect(settings.forms.botCheck).toBe('altcha')
    expect(settings.forms.submissionsPerWindow).toBe(30)
    expect(settings.mail.smtpUrl).toBeNull()
    expect(settings.siteUrls.cro).toBe('http://localhost:3029')
  })

  it('stop with a message naming SITE_MARKET when the value is unknown', () => {
    expect(() => parseSettings({ ...test, SITE_MARKET: 'xyz' })).toThrow(
      'SITE_MARKET must be one of cro, slo, bih; got "xyz".',
    )
  })

  it('take SITE_URL as the running market’s address unless SITE_URL_<MARKET> is set, and the others’ defaults', () => {
    const slo = parseSettings({ ...test, SITE_MARKET: 'slo', SITE_URL: 'https://www.example.si/' })
    expect(slo.siteUrls.slo).toBe('https://www.example.si')
    expect(slo.siteUrls.cro).toBe(marketRules.cro.defaultSiteUrl)
    expect(parseSettings({ ...test, SITE_MARKET: 'slo', SITE_URL_SLO: 'https://slo.test' }).siteUrls.slo).toBe(
      'https://slo.test',
    )
    expect(() => parseSettings({ ...test, SITE_URL_BIH: 'bih.example' })).toThrow(/SITE_URL_BIH/)
  })

  it('take a SQLite or PostgreSQL DATABASE_URL, and never repeat its value (it may hold a password)', () => {
    expect(parseSettings({ ...test, DATABASE_URL: 'postgres://site:secret@db:5432/site' }).databaseUrl).toBe(
      'postgres://site:secret@db:5432/site',
    )
    expect(() => parseSettings({ ...test, DATABASE_URL: 'mysql://site:secret@db/site' })).toThrow(/DATABASE_URL/)
    expect(() => parseSettings({ ...test, DATABASE_URL: 'mysql://site:secret@db/site' })).not.toThrow(/secret/)
  })

  it('need PAYLOAD_SECRET in production, and count an empty value as unset', () => {
    expect(() => parseSettings({ NODE_ENV: 'production', PAYLOAD_SECRET: '' })).toThrow(/PAYLOAD_SECRET/)
    expect(parseSettings({ NODE_ENV: 'production', PAYLOAD_SECRET: 's', PV_SENDER_ID: 'X' }).payloadSecret).toBe('s')
  })

  it('need PV_SENDER_ID in production, the E2B sender, and fall back to the host name only in development', () => {
    expect(() => parseSettings({ NODE_ENV: 'production', PAYLOAD_SECRET: 's' })).toThrow(/PV_SENDER_ID/)
    expect(
      parseSettings({ NODE_ENV: 'production', PAYLOAD_SECRET: 's', PV_SENDER_ID: 'DEMOMEDIKA' }).reports.senderId,
    ).toBe('DEMOMEDIKA')
    expect(parseSettings({ NODE_ENV: 'development', SITE_URL: 'https://www.example.hr' }).reports.senderId).toBe(
      'www.example.hr',
    )
  })

  it('refuse BOT_CHECK=off in production and an unknown bot check anywhere', () => {
    expect(() =>
      parseSettings({ NODE_ENV: 'production', PAYLOAD_SECRET: 's', PV_SENDER_ID: 'X', BOT_CHECK: 'off' }),
    ).toThrow(/development only/)
    expect(parseSettings({ NODE_ENV: 'development', BOT_CHECK: 'off' }).forms.botCheck).toBe('off')
    expect(() => parseSettings({ ...test, BOT_CHECK: 'hcaptcha' })).toThrow(/BOT_CHECK/)
  })

  it('need the reCAPTCHA secret, and default to Google siteverify with a minimum score of 0.5', () => {
    expect(() => parseSettings({ ...test, BOT_CHECK: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET_KEY/)
    const { recaptcha } = parseSettings({ ...test, BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET_KEY: 's' }).forms
    expect(recaptcha?.verifyUrl).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(recaptcha?.minScore).toBe(0.5)
    expect(() =>
      parseSettings({ ...test, BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_MIN_SCORE: '2' }),
    ).toThrow(/RECAPTCHA_MIN_SCORE/)
  })

  it('refuse an SMTP_URL that is not smtp or smtps, and a rate limit that is not a positive whole number', () => {
    expect(() => parseSettings({ ...test, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
    expect(parseSettings({ ...test, SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525')
    expect(() => parseSettings({ ...test, FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/)
    expect(() => parseSettings({ ...test, FORM_RATE_LIMIT: 'many' })).toThrow(/FORM_RATE_LIMIT/)
  })

  it('read REDIS_URL as a redis or rediss address and MIGRATE_AT_START as true or false, never repeating the address', () => {
    expect(parseSettings(test).redisUrl).toBeNull()
    expect(parseSettings({ ...test, REDIS_URL: 'redis://:secret@127.0.0.1:6379' }).redisUrl).toBe(
      'redis://:secret@127.0.0.1:6379',
    )
    expect(() => parseSettings({ ...test, REDIS_URL: 'http://:secret@cache' })).toThrow(/^REDIS_URL[^"]*$/)
    expect(parseSettings(test).migrateAtStart).toBe(false)
    expect(parseSettings({ ...test, MIGRATE_AT_START: 'true' }).migrateAtStart).toBe(true)
    expect(() => parseSettings({ ...test, MIGRATE_AT_START: 'yes' })).toThrow(/MIGRATE_AT_START/)
  })

  it('keep uploads in MEDIA_DIR without S3_BUCKET, and read the bucket’s settings with it', () => {
    expect(parseSettings(test).s3).toBeNull()
    const bucket = { ...test, S3_BUCKET: 'site-uploads' }
    expect(parseSettings(bucket).s3).toEqual({
      bucket: 'site-uploads',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    })
    const compatible = parseSettings({
      ...bucket,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3
    expect(compatible).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    })
    expect(compatible?.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'secret' })
  })

  it('refuse a bucket’s settings without S3_BUCKET, half a key pair and a bad bucket name', () => {
    expect(() => parseSettings({ ...test, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT.*S3_BUCKET/)
    expect(() => parseSettings({ ...test, S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => parseSettings({ ...test, S3_BUCKET: 'Site_Uploads' })).toThrow(/S3_BUCKET/)
    expect(() => parseSettings({ ...test, S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    )
    expect(() => parseSettings({ ...test, S3_BUCKET: 'uploads', S3_ENDPOINT: 'ftp://x.example' })).toThrow(
      /S3_ENDPOINT/,
    )
  })

  it('read PV_MAILBOX as one or more addresses and REPORT_RETENTION_DAYS as whole days', () => {
    const reports = (env: Record<string, string>) => parseSettings({ ...test, ...env }).reports
    expect(reports({ PV_MAILBOX: 'pv@example.com, qppv@example.com' }).pvMailbox).toEqual([
      'pv@example.com',
      'qppv@example.com',
    ])
    expect(reports({}).pvMailbox).toEqual(['farmakovigilancija@localhost'])
    expect(reports({}).retentionDays).toBeNull()
    expect(reports({ REPORT_RETENTION_DAYS: '3650' }).retentionDays).toBe(3650)
    expect(() => reports({ PV_MAILBOX: 'not an address' })).toThrow(/PV_MAILBOX/)
    expect(() => reports({ REPORT_RETENTION_DAYS: '-1' })).toThrow(/REPORT_RETENTION_DAYS/)
  })

  it('read HR_MAILBOX as one or more addresses and APPLICATION_RETENTION_DAYS as whole days, 180 by default', () => {
    const careers = (env: Record<string, string>) => parseSettings({ ...test, ...env }).careers
    expect(careers({ HR_MAILBOX: 'hr@example.com, posao@example.com' }).hrMailbox).toEqual([
      'hr@example.com',
      'posao@example.com',
    ])
    expect(careers({})).toEqual({ hrMailbox: ['karijere@localhost'], applicationRetentionDays: 180 })
    expect(careers({ APPLICATION_RETENTION_DAYS: '30' }).applicationRetentionDays).toBe(30)
    expect(() => careers({ HR_MAILBOX: 'hr' })).toThrow(/HR_MAILBOX/)
    expect(() => careers({ APPLICATION_RETENTION_DAYS: '0' })).toThrow(/APPLICATION_RETENTION_DAYS/)
  })
})

describe('the addresses the build rendered its pages with', () => {
  it('resolve as the running settings do, from what next.config.ts wrote into the bundle', () => {
    const built = {
      SITE_MARKET: 'slo',
      PORT: '4000',
      SITE_URL: 'https://staging.demomedika.si/',
      SITE_URL_CRO: 'https://a.hr',
    }
    process.env.BUILT_ADDRESS_SETTINGS = JSON.stringify(built)
    try {
      expect(builtSiteUrls()).toEqual({
        cro: 'https://a.hr',
        slo: 'https://staging.demomedika.si',
        bih: marketRules.bih.defaultSiteUrl,
      })
      expect(builtSiteUrls()).toEqual(parseSettings({ ...test, ...built }).siteUrls)
    } finally {
      delete process.env.BUILT_ADDRESS_SETTINGS
    }
    expect(builtSiteUrls()).toBeNull()
  })
})

describe('.env.example', () => {
  const example = readFileSync('.env.example', 'utf8')
  const siteSection = example.slice(0, example.indexOf('# Tooling'))
  const documented = [...siteSection.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])

  it('describes every setting the site reads, and no other', () => {
    expect([...documented].sort()).toEqual([...settingNames].sort())
  })

  it('holds values the settings accept', () => {
    const values = Object.fromEntries(
      [...siteSection.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    )
    expect(() => parseSettings({ ...test, ...values })).not.toThrow()
  })
})
