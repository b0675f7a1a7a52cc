import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`adverse_reaction_reports_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`changed_at\` text NOT NULL,
  	\`changed_by\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`adverse_reaction_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_status_history_order_idx\` ON \`adverse_reaction_reports_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_status_history_parent_id_idx\` ON \`adverse_reaction_reports_status_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`form_answers\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`adverse_reaction_reports_status_history\`;`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` DROP COLUMN \`form_answers\`;`)
}
