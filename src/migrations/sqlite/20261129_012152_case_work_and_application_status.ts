import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`meddra_llt_code\` text;`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`meddra_pt_code\` text;`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`meddra_version\` text;`)
  await db.run(sql`ALTER TABLE \`adverse_reaction_reports\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_assignee_idx\` ON \`adverse_reaction_reports\` (\`assignee_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_adverse_reaction_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`seriousness\` text NOT NULL,
  	\`received_at\` text NOT NULL,
  	\`deadline\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`report\` text NOT NULL,
  	\`form_answers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_adverse_reaction_reports\`("id", "reference", "status", "kind", "seriousness", "received_at", "deadline", "locale", "market", "report", "form_answers", "updated_at", "created_at") SELECT "id", "reference", "status", "kind", "seriousness", "received_at", "deadline", "locale", "market", "report", "form_answers", "updated_at", "created_at" FROM \`adverse_reaction_reports\`;`)
  await db.run(sql`DROP TABLE \`adverse_reaction_reports\`;`)
  await db.run(sql`ALTER TABLE \`__new_adverse_reaction_reports\` RENAME TO \`adverse_reaction_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`adverse_reaction_reports_reference_idx\` ON \`adverse_reaction_reports\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_status_idx\` ON \`adverse_reaction_reports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_deadline_idx\` ON \`adverse_reaction_reports\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_updated_at_idx\` ON \`adverse_reaction_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`adverse_reaction_reports_created_at_idx\` ON \`adverse_reaction_reports\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`job_applications_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`notes\`;`)
}
