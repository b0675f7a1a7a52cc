import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`job_postings_id\` integer,
  	\`contact_directory_id\` integer,
  	\`users_id\` integer,
  	\`search_entries_id\` integer,
  	\`search_synonyms_id\` integer,
  	\`search_misses_id\` integer,
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
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_directory_id\`) REFERENCES \`contact_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_misses_id\`) REFERENCES \`search_misses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "job_postings_id", "contact_directory_id", "users_id", "search_entries_id", "search_synonyms_id", "search_misses_id") SELECT "id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "job_postings_id", "contact_directory_id", "users_id", "search_entries_id", "search_synonyms_id", "search_misses_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_directory_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_directory_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_misses_id_idx\` ON \`payload_locked_documents_rels\` (\`search_misses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_application_files_id\` integer REFERENCES job_application_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` integer REFERENCES mail_outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`adverse_reaction_reports_id\` integer REFERENCES adverse_reaction_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`job_application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_adverse_reaction_reports_i_idx\` ON \`payload_locked_documents_rels\` (\`adverse_reaction_reports_id\`);`)
}
