import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`posting_id\` integer,
  	\`posting_title\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`message\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`privacy_accepted\` integer DEFAULT false NOT NULL,
  	\`locale\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`posting_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`job_application_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_posting_idx\` ON \`job_applications\` (\`posting_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_application_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'job-applications',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`job_application_files_updated_at_idx\` ON \`job_application_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_application_files_created_at_idx\` ON \`job_application_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_application_files_filename_idx\` ON \`job_application_files\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`job_application_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_job_application_idx\` ON \`mail_outbox\` (\`job_application_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_application_files_id\` integer REFERENCES job_application_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`job_application_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_application_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`claim_token\` text,
  	\`claimed_until\` text,
  	\`last_error\` text,
  	\`subject\` text NOT NULL,
  	\`reply_to_name\` text,
  	\`reply_to_address\` text,
  	\`html\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`contact_message_id\` integer,
  	\`report_id\` integer,
  	\`deadline_reminder\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_message_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`adverse_reaction_reports\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mail_outbox\`("id", "status", "attempts", "next_attempt_at", "sent_at", "claim_token", "claimed_until", "last_error", "subject", "reply_to_name", "reply_to_address", "html", "text", "contact_message_id", "report_id", "deadline_reminder", "updated_at", "created_at") SELECT "id", "status", "attempts", "next_attempt_at", "sent_at", "claim_token", "claimed_until", "last_error", "subject", "reply_to_name", "reply_to_address", "html", "text", "contact_message_id", "report_id", "deadline_reminder", "updated_at", "created_at" FROM \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_mail_outbox\` RENAME TO \`mail_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`mail_outbox_status_idx\` ON \`mail_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_claimed_until_idx\` ON \`mail_outbox\` (\`claimed_until\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_contact_message_idx\` ON \`mail_outbox\` (\`contact_message_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_report_idx\` ON \`mail_outbox\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_deadline_reminder_idx\` ON \`mail_outbox\` (\`deadline_reminder\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
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
  	\`contact_messages_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`adverse_reaction_reports_id\` integer,
  	\`users_id\` integer,
  	\`search_entries_id\` integer,
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
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`adverse_reaction_reports_id\`) REFERENCES \`adverse_reaction_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "job_postings_id", "contact_directory_id", "contact_messages_id", "mail_outbox_id", "adverse_reaction_reports_id", "users_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "pages_id", "screens_id", "news_id", "news_categories_id", "media_id", "documents_id", "locations_id", "history_entries_id", "certificates_id", "memberships_id", "distributor_links_id", "company_information_id", "site_settings_id", "redirects_id", "job_postings_id", "contact_directory_id", "contact_messages_id", "mail_outbox_id", "adverse_reaction_reports_id", "users_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_adverse_reaction_reports_i_idx\` ON \`payload_locked_documents_rels\` (\`adverse_reaction_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
