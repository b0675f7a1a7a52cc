import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_entries\` ADD \`headings\` text;`)
  // Entries written before kept no headings: emptied, the index is rebuilt at the next start.
  await db.run(sql`DELETE FROM \`search_entries\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_entries\` DROP COLUMN \`headings\`;`)
}
