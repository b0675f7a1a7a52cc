import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_partner_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text,
  	\`logo_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_logos_order_idx\` ON \`_site_settings_v_version_partner_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_logos_parent_id_idx\` ON \`_site_settings_v_version_partner_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_logos_logo_idx\` ON \`_site_settings_v_version_partner_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_market\` text DEFAULT 'cro' NOT NULL,
  	\`version_company_name\` text NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_anniversary_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_anniversary_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_parent_idx\` ON \`_site_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_market_idx\` ON \`_site_settings_v\` (\`version_market\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_anniversary_logo_idx\` ON \`_site_settings_v\` (\`version_anniversary_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_updated_at_idx\` ON \`_site_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_created_at_idx\` ON \`_site_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_services_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_navigation_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_markets_order_idx\` ON \`_navigation_v_version_services_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_markets_parent_idx\` ON \`_navigation_v_version_services_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_markets_locale_idx\` ON \`_navigation_v_version_services_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_order_idx\` ON \`_navigation_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_parent_id_idx\` ON \`_navigation_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_services_link_link_page_idx\` ON \`_navigation_v_version_services\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_services_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_services_locales_locale_parent_id_uniq\` ON \`_navigation_v_version_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_offerings_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_navigation_v_version_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_markets_order_idx\` ON \`_navigation_v_version_offerings_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_markets_parent_idx\` ON \`_navigation_v_version_offerings_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_markets_locale_idx\` ON \`_navigation_v_version_offerings_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_order_idx\` ON \`_navigation_v_version_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_parent_id_idx\` ON \`_navigation_v_version_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_offerings_link_link_page_idx\` ON \`_navigation_v_version_offerings\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_offerings_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_offerings_locales_locale_parent_id_uni\` ON \`_navigation_v_version_offerings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_primary_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_navigation_v_version_primary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_markets_order_idx\` ON \`_navigation_v_version_primary_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_markets_parent_idx\` ON \`_navigation_v_version_primary_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_markets_locale_idx\` ON \`_navigation_v_version_primary_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_primary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_order_idx\` ON \`_navigation_v_version_primary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_parent_id_idx\` ON \`_navigation_v_version_primary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_primary_link_link_page_idx\` ON \`_navigation_v_version_primary\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_primary_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_primary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_primary_locales_locale_parent_id_uniqu\` ON \`_navigation_v_version_primary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_navigation_v_version_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_markets_order_idx\` ON \`_navigation_v_version_footer_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_markets_parent_idx\` ON \`_navigation_v_version_footer_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_markets_locale_idx\` ON \`_navigation_v_version_footer_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_order_idx\` ON \`_navigation_v_version_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_parent_id_idx\` ON \`_navigation_v_version_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_link_link_page_idx\` ON \`_navigation_v_version_footer\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_footer_locales_locale_parent_id_unique\` ON \`_navigation_v_version_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_screens_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_screens_v_autosave_idx\` ON \`_screens_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v_version_partner_logos\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_services_markets\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_offerings_markets\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_offerings\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_offerings_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_primary_markets\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_primary\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_primary_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_markets\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_screens_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_screens_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_news_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`autosave\`;`)
}
