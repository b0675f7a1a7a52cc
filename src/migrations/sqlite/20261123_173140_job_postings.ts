import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`job_postings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`market\` text DEFAULT 'cro',
  	\`location_id\` integer,
  	\`department\` text,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`date_posted\` text,
  	\`closing_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_market_idx\` ON \`job_postings\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_location_idx\` ON \`job_postings\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_closing_date_idx\` ON \`job_postings\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_updated_at_idx\` ON \`job_postings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_created_at_idx\` ON \`job_postings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings__status_idx\` ON \`job_postings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`requirements\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_slug_idx\` ON \`job_postings_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_locales_locale_parent_id_unique\` ON \`job_postings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_market\` text DEFAULT 'cro',
  	\`version_location_id\` integer,
  	\`version_department\` text,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_date_posted\` text,
  	\`version_closing_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_parent_idx\` ON \`_job_postings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_market_idx\` ON \`_job_postings_v\` (\`version_market\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_location_idx\` ON \`_job_postings_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_closing_date_idx\` ON \`_job_postings_v\` (\`version_closing_date\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_updated_at_idx\` ON \`_job_postings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_created_at_idx\` ON \`_job_postings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version__status_idx\` ON \`_job_postings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_created_at_idx\` ON \`_job_postings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_updated_at_idx\` ON \`_job_postings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_snapshot_idx\` ON \`_job_postings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_published_locale_idx\` ON \`_job_postings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_latest_idx\` ON \`_job_postings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_requirements\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_slug_idx\` ON \`_job_postings_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_job_postings_v_locales_locale_parent_id_unique\` ON \`_job_postings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_postings_id\` integer REFERENCES job_postings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`job_postings\`;`)
  await db.run(sql`DROP TABLE \`job_postings_locales\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`screens_id\` integer,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`locations_id\` integer,
  	\`history_entries_id\` integer,
  	\`certificates_id\` integer,
  	\`memberships_id\` integer,
  	\`distributor_links_id\` integer,
  	\`company_information_id\` integer,
  	\`site_settings_id\` integer,
  	\`redirects_id\` integer,
  	\`contact_directory_id\` integer,
  	\`contact_messages_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`adverse_reaction_reports_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`screens_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_entries_id\`) REFERENCES \`history_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memberships_id\`) REFERENCES \`memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributor_links_id\`) REFERENCES \`distributor_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_information_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_settings_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_directory_id\`) REFERENCES \`contact_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`adverse_reaction_reports_id\`) REFERENCES \`adverse_reaction_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "contact_directory_id", "contact_messages_id", "mail_outbox_id", "adverse_reaction_reports_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "contact_directory_id", "contact_messages_id", "mail_outbox_id", "adverse_reaction_reports_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_screens_id_idx\` ON \`payload_locked_documents_rels\` (\`screens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_history_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`history_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`memberships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributor_links_id_idx\` ON \`payload_locked_documents_rels\` (\`distributor_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_information_id_idx\` ON \`payload_locked_documents_rels\` (\`company_information_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`site_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_directory_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_directory_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_adverse_reaction_reports_i_idx\` ON \`payload_locked_documents_rels\` (\`adverse_reaction_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
