import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Several branches met here, each with a migration whose snapshot knew only its own change. This one adds
// what none of them could: the locales table of site settings' versions (versions from one branch, localized
// fields from another). Its snapshot is the whole merged schema, for the next `npm run db:migration:create`.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_report_legal_notice_human\` text,
  	\`version_report_legal_notice_veterinary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
}
