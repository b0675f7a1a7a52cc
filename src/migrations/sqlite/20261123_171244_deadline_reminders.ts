import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`deadline_reminder\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`mail_outbox_deadline_reminder_idx\` ON \`mail_outbox\` (\`deadline_reminder\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`mail_outbox_deadline_reminder_idx\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`deadline_reminder\`;`)
}
