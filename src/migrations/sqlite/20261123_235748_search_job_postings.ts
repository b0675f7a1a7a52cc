import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_entries\` ADD \`expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`search_entries_expires_at_idx\` ON \`search_entries\` (\`expires_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_entries_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_entries\` DROP COLUMN \`expires_at\`;`)
}
