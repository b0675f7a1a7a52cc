import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`news_categories_locales\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`job_postings_locales\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_job_postings_v_locales\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  // Documents that exist already keep their slugs: their addresses may be linked.
  await db.run(sql`UPDATE \`pages_locales\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_pages_v_locales\` SET \`version_generate_slug\` = false;`)
  await db.run(sql`UPDATE \`news_locales\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_news_v_locales\` SET \`version_generate_slug\` = false;`)
  await db.run(sql`UPDATE \`news_categories_locales\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`job_postings_locales\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_job_postings_v_locales\` SET \`version_generate_slug\` = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`news_categories_locales\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`job_postings_locales\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_job_postings_v_locales\` DROP COLUMN \`version_generate_slug\`;`)
}
