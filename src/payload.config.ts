import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { databaseAdapter } from '@/config/database'
import languageNames from '../messages/hr.json'
import { AdverseReactionReports } from './collections/AdverseReactionReports'
import { ContactDirectory } from './collections/ContactDirectory'
import { ContactMessages } from './collections/ContactMessages'
import {
  Certificates,
  CompanyInformation,
  DistributorLinks,
  HistoryEntries,
  Locations,
  Memberships,
} from './collections/companyData'
import { Documents } from './collections/Documents'
import { MailOutbox } from './collections/MailOutbox'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsCategories } from './collections/NewsCategories'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Screens } from './collections/Screens'
import { SiteSettings } from './collections/SiteSettings'
import { Users } from './collections/Users'
import { contactSettings } from './features/contact/settings'
import { startMailDelivery } from './features/forms/outbox'
import { startReportRetention } from './features/reports/retention'
import { reportSettings } from './features/reports/settings'
import { Navigation } from './globals/Navigation'
import { contentFallbacks, defaultLocale, locales } from './i18n/locales'
import { serverEnv } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()
const contact = contactSettings()
const reports = reportSettings()

/** The outbox is sent by the Next.js server only: not by the build, the CLI or the tests, which drive it themselves. */
const isRunningServer = () =>
  process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

export default buildConfig({
  serverURL: env.siteUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · CMS' },
  },
  collections: [
    Pages,
    Screens,
    News,
    NewsCategories,
    Media,
    Documents,
    Locations,
    HistoryEntries,
    Certificates,
    Memberships,
    DistributorLinks,
    CompanyInformation,
    SiteSettings,
    Redirects,
    ContactDirectory,
    ContactMessages,
    MailOutbox,
    AdverseReactionReports,
    Users,
  ],
  globals: [Navigation],
  editor: lexicalEditor(),
  localization: {
    // One database for every market: each market's locales, Slovenian and Bosnian falling back to Croatian.
    locales: locales.map((code) => ({
      code,
      label: languageNames.Locale[code],
      ...(contentFallbacks[code].length > 0 ? { fallbackLocale: [...contentFallbacks[code]] } : {}),
    })),
    defaultLocale,
    fallback: true,
  },
  db: databaseAdapter(env.databaseUrl, path.resolve(dirname, 'migrations')),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit: (payload) => {
    if (!isRunningServer()) return
    startMailDelivery(payload, contact)
    startReportRetention(payload, reports.retentionDays)
  },
})
