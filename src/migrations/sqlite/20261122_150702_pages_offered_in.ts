import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_offered_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_offered_in_order_idx\` ON \`pages_offered_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_offered_in_parent_idx\` ON \`pages_offered_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_offered_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_offered_in_order_idx\` ON \`_pages_v_version_offered_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_offered_in_parent_idx\` ON \`_pages_v_version_offered_in\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_offered_in\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_offered_in\`;`)
}
