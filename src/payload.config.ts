import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsCategories } from './collections/NewsCategories'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Screens } from './collections/Screens'
import { Users } from './collections/Users'
import { Navigation } from './globals/Navigation'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, locales } from './i18n/locales'
import { serverEnv } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

export default buildConfig({
  serverURL: env.siteUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · CMS' },
  },
  collections: [Pages, Screens, News, NewsCategories, Media, Redirects, Users],
  globals: [Navigation, SiteSettings],
  editor: lexicalEditor(),
  localization: {
    locales: [
      { code: 'hr', label: 'Hrvatski' },
      { code: 'en', label: 'English' },
    ].filter(({ code }) => (locales as readonly string[]).includes(code)),
    defaultLocale,
    fallback: true,
  },
  db: sqliteAdapter({
    client: { url: env.databaseUrl },
    migrationDir: path.resolve(dirname, 'migrations'),
    // The schema changes only through committed migrations, in development as in production.
    push: false,
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
