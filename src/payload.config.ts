import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { databaseAdapter } from '@/config/database'
import { fileStorage } from '@/config/fileStorage'
import { backgroundJobs } from '@/config/jobs'
import { staffEmailAdapter } from '@/config/smtp'
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
} from './collections/company'
import { Documents } from './collections/Documents'
import { JobPostings } from './collections/JobPostings'
import { MailOutbox } from './collections/MailOutbox'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsCategories } from './collections/NewsCategories'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Screens } from './collections/Screens'
import { SearchEntries } from './collections/SearchEntries'
import { SiteSettings } from './collections/SiteSettings'
import { Users } from './collections/Users'
import { ownSiteUrl, settings } from './config/settings'
import { Navigation } from './globals/Navigation'
import { contentFallbacks, defaultLocale, locales } from './i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = settings()

export default buildConfig({
  serverURL: ownSiteUrl(),
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · CMS' },
    // Payload's default is Gravatar: a request to another origin carrying a hash of the staff address.
    avatar: 'default',
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
    JobPostings,
    ContactDirectory,
    ContactMessages,
    MailOutbox,
    AdverseReactionReports,
    Users,
    SearchEntries,
  ],
  globals: [Navigation],
  editor: lexicalEditor(),
  localization: {
    // One database for every market: each market's locales, Slovenian and Bosnian falling back to Croatian in
    // the admin and the API (public pages read without fallback: lib/cms/client.ts ownLanguageOnly).
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
  email: staffEmailAdapter(env.mail),
  jobs: backgroundJobs,
  plugins: [fileStorage(env.s3)],
  // One JSON object per line in production, for log collectors; readable coloured lines in development.
  ...(env.production ? { logger: { options: { name: 'site', level: 'info' } } } : {}),
})
