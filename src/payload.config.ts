import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '@payloadcms/translations/languages/en'
import { hr } from '@payloadcms/translations/languages/hr'
import { sl } from '@payloadcms/translations/languages/sl'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { labelCollection, labelGlobal } from '@/config/adminLabels'
import { databaseAdapter, reportLostDatabaseConnections } from '@/config/database'
import { fileStorage } from '@/config/fileStorage'
import { backgroundJobs } from '@/config/jobs'
import { siteLogger } from '@/config/logging'
import { richTextEditor } from '@/config/richText'
import { searchEngineTools } from '@/config/seo'
import { staffEmailAdapter } from '@/config/smtp'
import { collections } from './collections'
import { withFoldedSearch } from './collections/hooks/foldedSearch'
import { Users } from './collections/Users'
import { withRestoreInEditedLanguage } from './collections/versionRestore'
import { ownSiteUrl, settings } from './config/settings'
import { Navigation } from './globals/Navigation'
import { payloadTextCorrections } from './i18n/admin/upstream'
import { adminLabel } from './i18n/adminText'
import { companyTimeZone } from './i18n/dates'
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
    // Payload's built-in avatar: Gravatar would send a hash of each staff address to another origin.
    avatar: 'default',
    // date-fns' localized format: each staff member reads dates as their admin language writes them.
    dateFormat: 'PPp',
    components: {
      // The content locale being edited, on every admin screen.
      header: ['/features/admin/ContentLocaleNotice#ContentLocaleNotice'],
      // The scheduling dialog refuses a time already past (Payload's reports success whatever happens); date
      // pickers write dates in the staff member's language from their first render.
      providers: [
        '/features/admin/scheduling/ScheduleGuard#ScheduleGuard',
        '/features/admin/DatePickerLanguage#DatePickerLanguage',
      ],
      // Each role's own work (reports due, new applications, drafts and scheduled items) before the cards.
      beforeDashboard: ['/features/admin/dashboard/StaffWork#StaffWork'],
    },
    // Scheduled publications are set, and shown, in the company's time zone whatever the staff member's own.
    timezones: {
      supportedTimezones: [{ label: companyTimeZone, value: companyTimeZone }],
      defaultTimezone: companyTimeZone,
    },
  },
  // The admin speaks Croatian, Slovenian and English; each staff member picks theirs in their account.
  i18n: { supportedLanguages: { hr, sl, en }, fallbackLanguage: 'hr', translations: payloadTextCorrections },
  collections: collections.map((collection) =>
    withRestoreInEditedLanguage(withFoldedSearch(labelCollection(collection))),
  ),
  globals: [labelGlobal(Navigation)],
  editor: richTextEditor,
  localization: {
    // One database for every market: each market's locales, Slovenian and Bosnian falling back to Croatian in
    // the admin and the API (public pages read without fallback: lib/cms/client.ts ownLanguageOnly).
    locales: locales.map((code) => ({
      code,
      label: adminLabel(`option.${code}`),
      ...(contentFallbacks[code].length > 0 ? { fallbackLocale: [...contentFallbacks[code]] } : {}),
    })),
    defaultLocale,
    fallback: true,
  },
  db: await databaseAdapter(env.databaseUrl, path.resolve(dirname, 'migrations')),
  onInit: reportLostDatabaseConnections,
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload writes the types anew in a child process on every start outside production; only `next dev` needs
    // that (a test run would start one per test file, each loading the whole config).
    autoGenerate: env.development,
  },
  telemetry: false,
  // The site reads content through the Local API and staff work over REST: GraphQL would only be one more door
  // to health data, and one a single aliased query could hold for minutes (its complexity limit counts fields).
  graphQL: { disable: true },
  email: staffEmailAdapter(env.mail),
  jobs: backgroundJobs,
  plugins: [fileStorage(env.s3), searchEngineTools()],
  logger: siteLogger(env.production),
})
