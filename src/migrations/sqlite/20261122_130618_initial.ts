import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_link_link_page_idx\` ON \`pages_blocks_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_order_idx\` ON \`pages_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_parent_id_idx\` ON \`pages_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_locale_idx\` ON \`pages_blocks_figures_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_order_idx\` ON \`pages_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_parent_id_idx\` ON \`pages_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_path_idx\` ON \`pages_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_locale_idx\` ON \`pages_blocks_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_child_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_child_pages_order_idx\` ON \`pages_blocks_child_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_child_pages_parent_id_idx\` ON \`pages_blocks_child_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_child_pages_path_idx\` ON \`pages_blocks_child_pages\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_child_pages_locale_idx\` ON \`pages_blocks_child_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`action\` text DEFAULT 'contact',
  	\`department\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_link_link_page_idx\` ON \`pages_blocks_call_to_action\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_with_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_caption_order_idx\` ON \`pages_blocks_media_with_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_caption_parent_id_idx\` ON \`pages_blocks_media_with_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_caption_path_idx\` ON \`pages_blocks_media_with_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_caption_locale_idx\` ON \`pages_blocks_media_with_caption\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_caption_media_idx\` ON \`pages_blocks_media_with_caption\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brand_logos_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brand_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_brands_order_idx\` ON \`pages_blocks_brand_logos_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_brands_parent_id_idx\` ON \`pages_blocks_brand_logos_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_brands_locale_idx\` ON \`pages_blocks_brand_logos_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_brands_logo_idx\` ON \`pages_blocks_brand_logos_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_brands_link_link_page_idx\` ON \`pages_blocks_brand_logos_brands\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brand_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_order_idx\` ON \`pages_blocks_brand_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_parent_id_idx\` ON \`pages_blocks_brand_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_path_idx\` ON \`pages_blocks_brand_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logos_locale_idx\` ON \`pages_blocks_brand_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_locale_idx\` ON \`pages_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_order_idx\` ON \`pages_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_parent_id_idx\` ON \`pages_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_path_idx\` ON \`pages_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_locale_idx\` ON \`pages_blocks_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_order_idx\` ON \`pages_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_parent_id_idx\` ON \`pages_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_path_idx\` ON \`pages_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_locale_idx\` ON \`pages_blocks_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_memberships_order_idx\` ON \`pages_blocks_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_memberships_parent_id_idx\` ON \`pages_blocks_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_memberships_path_idx\` ON \`pages_blocks_memberships\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_memberships_locale_idx\` ON \`pages_blocks_memberships\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_distributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_distributors_order_idx\` ON \`pages_blocks_distributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_distributors_parent_id_idx\` ON \`pages_blocks_distributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_distributors_path_idx\` ON \`pages_blocks_distributors\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_distributors_locale_idx\` ON \`pages_blocks_distributors\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_markets_order_idx\` ON \`pages_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_markets_parent_idx\` ON \`pages_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_markets_locale_idx\` ON \`pages_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`meta_image_id\` integer,
  	\`parent_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`meta_title\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_link_link_page_idx\` ON \`_pages_v_blocks_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_order_idx\` ON \`_pages_v_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_parent_id_idx\` ON \`_pages_v_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_locale_idx\` ON \`_pages_v_blocks_figures_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_order_idx\` ON \`_pages_v_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_parent_id_idx\` ON \`_pages_v_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_path_idx\` ON \`_pages_v_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_locale_idx\` ON \`_pages_v_blocks_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_child_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_child_pages_order_idx\` ON \`_pages_v_blocks_child_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_child_pages_parent_id_idx\` ON \`_pages_v_blocks_child_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_child_pages_path_idx\` ON \`_pages_v_blocks_child_pages\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_child_pages_locale_idx\` ON \`_pages_v_blocks_child_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`action\` text DEFAULT 'contact',
  	\`department\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_locale_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_link_link_page_idx\` ON \`_pages_v_blocks_call_to_action\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_with_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_caption_order_idx\` ON \`_pages_v_blocks_media_with_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_caption_parent_id_idx\` ON \`_pages_v_blocks_media_with_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_caption_path_idx\` ON \`_pages_v_blocks_media_with_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_caption_locale_idx\` ON \`_pages_v_blocks_media_with_caption\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_caption_media_idx\` ON \`_pages_v_blocks_media_with_caption\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brand_logos_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brand_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_brands_order_idx\` ON \`_pages_v_blocks_brand_logos_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_brands_parent_id_idx\` ON \`_pages_v_blocks_brand_logos_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_brands_locale_idx\` ON \`_pages_v_blocks_brand_logos_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_brands_logo_idx\` ON \`_pages_v_blocks_brand_logos_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_brands_link_link_page_idx\` ON \`_pages_v_blocks_brand_logos_brands\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brand_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_order_idx\` ON \`_pages_v_blocks_brand_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_parent_id_idx\` ON \`_pages_v_blocks_brand_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_path_idx\` ON \`_pages_v_blocks_brand_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logos_locale_idx\` ON \`_pages_v_blocks_brand_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_locale_idx\` ON \`_pages_v_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_order_idx\` ON \`_pages_v_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_parent_id_idx\` ON \`_pages_v_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_path_idx\` ON \`_pages_v_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_locale_idx\` ON \`_pages_v_blocks_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_order_idx\` ON \`_pages_v_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_parent_id_idx\` ON \`_pages_v_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_path_idx\` ON \`_pages_v_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_locale_idx\` ON \`_pages_v_blocks_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_memberships_order_idx\` ON \`_pages_v_blocks_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_memberships_parent_id_idx\` ON \`_pages_v_blocks_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_memberships_path_idx\` ON \`_pages_v_blocks_memberships\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_memberships_locale_idx\` ON \`_pages_v_blocks_memberships\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_distributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_distributors_order_idx\` ON \`_pages_v_blocks_distributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_distributors_parent_id_idx\` ON \`_pages_v_blocks_distributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_distributors_path_idx\` ON \`_pages_v_blocks_distributors\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_distributors_locale_idx\` ON \`_pages_v_blocks_distributors\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_markets_order_idx\` ON \`_pages_v_version_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_markets_parent_idx\` ON \`_pages_v_version_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_markets_locale_idx\` ON \`_pages_v_version_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_parent_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_meta_title\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_order_idx\` ON \`screens_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_parent_id_idx\` ON \`screens_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_path_idx\` ON \`screens_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_locale_idx\` ON \`screens_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_image_idx\` ON \`screens_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_hero_link_link_page_idx\` ON \`screens_blocks_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_rich_text_order_idx\` ON \`screens_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_rich_text_parent_id_idx\` ON \`screens_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_rich_text_path_idx\` ON \`screens_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_rich_text_locale_idx\` ON \`screens_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_items_order_idx\` ON \`screens_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_items_parent_id_idx\` ON \`screens_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_items_locale_idx\` ON \`screens_blocks_figures_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_order_idx\` ON \`screens_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_parent_id_idx\` ON \`screens_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_path_idx\` ON \`screens_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_figures_locale_idx\` ON \`screens_blocks_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_child_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_child_pages_order_idx\` ON \`screens_blocks_child_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_child_pages_parent_id_idx\` ON \`screens_blocks_child_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_child_pages_path_idx\` ON \`screens_blocks_child_pages\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_child_pages_locale_idx\` ON \`screens_blocks_child_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`action\` text DEFAULT 'contact',
  	\`department\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_call_to_action_order_idx\` ON \`screens_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_call_to_action_parent_id_idx\` ON \`screens_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_call_to_action_path_idx\` ON \`screens_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_call_to_action_locale_idx\` ON \`screens_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_call_to_action_link_link_page_idx\` ON \`screens_blocks_call_to_action\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_media_with_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_media_with_caption_order_idx\` ON \`screens_blocks_media_with_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_media_with_caption_parent_id_idx\` ON \`screens_blocks_media_with_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_media_with_caption_path_idx\` ON \`screens_blocks_media_with_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_media_with_caption_locale_idx\` ON \`screens_blocks_media_with_caption\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_media_with_caption_media_idx\` ON \`screens_blocks_media_with_caption\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_brand_logos_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens_blocks_brand_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_brands_order_idx\` ON \`screens_blocks_brand_logos_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_brands_parent_id_idx\` ON \`screens_blocks_brand_logos_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_brands_locale_idx\` ON \`screens_blocks_brand_logos_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_brands_logo_idx\` ON \`screens_blocks_brand_logos_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_brands_link_link_page_idx\` ON \`screens_blocks_brand_logos_brands\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_brand_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_order_idx\` ON \`screens_blocks_brand_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_parent_id_idx\` ON \`screens_blocks_brand_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_path_idx\` ON \`screens_blocks_brand_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_brand_logos_locale_idx\` ON \`screens_blocks_brand_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_timeline_order_idx\` ON \`screens_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_timeline_parent_id_idx\` ON \`screens_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_timeline_path_idx\` ON \`screens_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_timeline_locale_idx\` ON \`screens_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_locations_order_idx\` ON \`screens_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_locations_parent_id_idx\` ON \`screens_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_locations_path_idx\` ON \`screens_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_locations_locale_idx\` ON \`screens_blocks_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_certificates_order_idx\` ON \`screens_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_certificates_parent_id_idx\` ON \`screens_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_certificates_path_idx\` ON \`screens_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_certificates_locale_idx\` ON \`screens_blocks_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_memberships_order_idx\` ON \`screens_blocks_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_memberships_parent_id_idx\` ON \`screens_blocks_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_memberships_path_idx\` ON \`screens_blocks_memberships\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_memberships_locale_idx\` ON \`screens_blocks_memberships\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens_blocks_distributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`screens_blocks_distributors_order_idx\` ON \`screens_blocks_distributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_distributors_parent_id_idx\` ON \`screens_blocks_distributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_distributors_path_idx\` ON \`screens_blocks_distributors\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`screens_blocks_distributors_locale_idx\` ON \`screens_blocks_distributors\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`screens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`screen\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`screens_screen_idx\` ON \`screens\` (\`screen\`);`)
  await db.run(sql`CREATE INDEX \`screens_meta_image_idx\` ON \`screens\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`screens_updated_at_idx\` ON \`screens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`screens_created_at_idx\` ON \`screens\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`screens__status_idx\` ON \`screens\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`screens_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`meta_title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`screens_locales_locale_parent_id_unique\` ON \`screens_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_order_idx\` ON \`_screens_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_parent_id_idx\` ON \`_screens_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_path_idx\` ON \`_screens_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_locale_idx\` ON \`_screens_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_image_idx\` ON \`_screens_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_hero_link_link_page_idx\` ON \`_screens_v_blocks_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_rich_text_order_idx\` ON \`_screens_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_rich_text_parent_id_idx\` ON \`_screens_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_rich_text_path_idx\` ON \`_screens_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_rich_text_locale_idx\` ON \`_screens_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_items_order_idx\` ON \`_screens_v_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_items_parent_id_idx\` ON \`_screens_v_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_items_locale_idx\` ON \`_screens_v_blocks_figures_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_order_idx\` ON \`_screens_v_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_parent_id_idx\` ON \`_screens_v_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_path_idx\` ON \`_screens_v_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_figures_locale_idx\` ON \`_screens_v_blocks_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_child_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_child_pages_order_idx\` ON \`_screens_v_blocks_child_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_child_pages_parent_id_idx\` ON \`_screens_v_blocks_child_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_child_pages_path_idx\` ON \`_screens_v_blocks_child_pages\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_child_pages_locale_idx\` ON \`_screens_v_blocks_child_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`action\` text DEFAULT 'contact',
  	\`department\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_call_to_action_order_idx\` ON \`_screens_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_call_to_action_parent_id_idx\` ON \`_screens_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_call_to_action_path_idx\` ON \`_screens_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_call_to_action_locale_idx\` ON \`_screens_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_call_to_action_link_link_page_idx\` ON \`_screens_v_blocks_call_to_action\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_media_with_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_media_with_caption_order_idx\` ON \`_screens_v_blocks_media_with_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_media_with_caption_parent_id_idx\` ON \`_screens_v_blocks_media_with_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_media_with_caption_path_idx\` ON \`_screens_v_blocks_media_with_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_media_with_caption_locale_idx\` ON \`_screens_v_blocks_media_with_caption\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_media_with_caption_media_idx\` ON \`_screens_v_blocks_media_with_caption\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_brand_logos_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v_blocks_brand_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_brands_order_idx\` ON \`_screens_v_blocks_brand_logos_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_brands_parent_id_idx\` ON \`_screens_v_blocks_brand_logos_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_brands_locale_idx\` ON \`_screens_v_blocks_brand_logos_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_brands_logo_idx\` ON \`_screens_v_blocks_brand_logos_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_brands_link_link_page_idx\` ON \`_screens_v_blocks_brand_logos_brands\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_brand_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_order_idx\` ON \`_screens_v_blocks_brand_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_parent_id_idx\` ON \`_screens_v_blocks_brand_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_path_idx\` ON \`_screens_v_blocks_brand_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_brand_logos_locale_idx\` ON \`_screens_v_blocks_brand_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_timeline_order_idx\` ON \`_screens_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_timeline_parent_id_idx\` ON \`_screens_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_timeline_path_idx\` ON \`_screens_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_timeline_locale_idx\` ON \`_screens_v_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_locations_order_idx\` ON \`_screens_v_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_locations_parent_id_idx\` ON \`_screens_v_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_locations_path_idx\` ON \`_screens_v_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_locations_locale_idx\` ON \`_screens_v_blocks_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_certificates_order_idx\` ON \`_screens_v_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_certificates_parent_id_idx\` ON \`_screens_v_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_certificates_path_idx\` ON \`_screens_v_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_certificates_locale_idx\` ON \`_screens_v_blocks_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_memberships_order_idx\` ON \`_screens_v_blocks_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_memberships_parent_id_idx\` ON \`_screens_v_blocks_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_memberships_path_idx\` ON \`_screens_v_blocks_memberships\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_memberships_locale_idx\` ON \`_screens_v_blocks_memberships\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_blocks_distributors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_distributors_order_idx\` ON \`_screens_v_blocks_distributors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_distributors_parent_id_idx\` ON \`_screens_v_blocks_distributors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_distributors_path_idx\` ON \`_screens_v_blocks_distributors\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_blocks_distributors_locale_idx\` ON \`_screens_v_blocks_distributors\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_screen\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`screens\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_screens_v_parent_idx\` ON \`_screens_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_version_version_screen_idx\` ON \`_screens_v\` (\`version_screen\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_version_version_meta_image_idx\` ON \`_screens_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_version_version_updated_at_idx\` ON \`_screens_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_version_version_created_at_idx\` ON \`_screens_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_version_version__status_idx\` ON \`_screens_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_created_at_idx\` ON \`_screens_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_updated_at_idx\` ON \`_screens_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_snapshot_idx\` ON \`_screens_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_published_locale_idx\` ON \`_screens_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_screens_v_latest_idx\` ON \`_screens_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_screens_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_meta_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_screens_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_screens_v_locales_locale_parent_id_unique\` ON \`_screens_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_markets_order_idx\` ON \`news_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_markets_parent_idx\` ON \`news_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`type\` text DEFAULT 'news',
  	\`published_at\` text,
  	\`event_start\` text,
  	\`event_end\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`slug\` text,
  	\`place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_categories_id_idx\` ON \`news_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_markets_order_idx\` ON \`_news_v_version_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_markets_parent_idx\` ON \`_news_v_version_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_type\` text DEFAULT 'news',
  	\`version_published_at\` text,
  	\`version_event_start\` text,
  	\`version_event_end\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_slug\` text,
  	\`version_place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_news_categories_id_idx\` ON \`_news_v_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_slug_idx\` ON \`news_categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_locales_locale_parent_id_unique\` ON \`news_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`city\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`tel1\` text,
  	\`tel1_link\` text,
  	\`tel2\` text,
  	\`tel2_link\` text,
  	\`market\` text DEFAULT 'cro' NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_market_idx\` ON \`locations\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`history_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`history_entries_year_idx\` ON \`history_entries\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`history_entries_updated_at_idx\` ON \`history_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`history_entries_created_at_idx\` ON \`history_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`history_entries_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`history_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`history_entries_locales_locale_parent_id_unique\` ON \`history_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`document_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certificates_document_idx\` ON \`certificates\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`certificates_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_locales_locale_parent_id_unique\` ON \`certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`memberships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`memberships_updated_at_idx\` ON \`memberships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`memberships_created_at_idx\` ON \`memberships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`memberships_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`memberships_locales_locale_parent_id_unique\` ON \`memberships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributor_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`distributor_links_updated_at_idx\` ON \`distributor_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distributor_links_created_at_idx\` ON \`distributor_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`distributor_links_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributor_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`distributor_links_locales_locale_parent_id_unique\` ON \`distributor_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_management_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_management_board_order_idx\` ON \`company_information_management_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_management_board_parent_id_idx\` ON \`company_information_management_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_management_board_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_management_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_management_board_locales_locale_parent_i\` ON \`company_information_management_board_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_bank_accounts_order_idx\` ON \`company_information_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_bank_accounts_parent_id_idx\` ON \`company_information_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`market\` text DEFAULT 'cro' NOT NULL,
  	\`corporate_name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`seat\` text NOT NULL,
  	\`registration_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_market_idx\` ON \`company_information\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`company_information_updated_at_idx\` ON \`company_information\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`company_information_created_at_idx\` ON \`company_information\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_information_locales\` (
  	\`court\` text,
  	\`capital_stock\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_locales_locale_parent_id_unique\` ON \`company_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_partner_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text,
  	\`logo_id\` integer NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_partner_logos_order_idx\` ON \`site_settings_partner_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_logos_parent_id_idx\` ON \`site_settings_partner_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_logos_logo_idx\` ON \`site_settings_partner_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`market\` text DEFAULT 'cro' NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`public_url\` text,
  	\`logo_id\` integer,
  	\`anniversary_logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`anniversary_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_market_idx\` ON \`site_settings\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_anniversary_logo_idx\` ON \`site_settings\` (\`anniversary_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_at_idx\` ON \`site_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_created_at_idx\` ON \`site_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status_code\` text DEFAULT '302' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_directory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`mail\` text NOT NULL,
  	\`second_mail\` text,
  	\`tel\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_directory_key_idx\` ON \`contact_directory\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`contact_directory_updated_at_idx\` ON \`contact_directory\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_directory_created_at_idx\` ON \`contact_directory\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`key_market_idx\` ON \`contact_directory\` (\`key\`,\`market\`);`)
  await db.run(sql`CREATE TABLE \`contact_directory_locales\` (
  	\`display_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_directory_locales_locale_parent_id_unique\` ON \`contact_directory_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department_id\` integer NOT NULL,
  	\`department_name\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`privacy_accepted\` integer DEFAULT false NOT NULL,
  	\`locale\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`contact_directory\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_department_idx\` ON \`contact_messages\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`subject\` text NOT NULL,
  	\`reply_to_name\` text NOT NULL,
  	\`reply_to_address\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`contact_message_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_message_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_status_idx\` ON \`mail_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_contact_message_idx\` ON \`mail_outbox\` (\`contact_message_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_texts_order_parent\` ON \`mail_outbox_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_services_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_services_markets_order_idx\` ON \`navigation_services_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_services_markets_parent_idx\` ON \`navigation_services_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_services_markets_locale_idx\` ON \`navigation_services_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_services_order_idx\` ON \`navigation_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_services_parent_id_idx\` ON \`navigation_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_services_link_link_page_idx\` ON \`navigation_services\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_services_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_services_locales_locale_parent_id_unique\` ON \`navigation_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_offerings_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_offerings_markets_order_idx\` ON \`navigation_offerings_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_offerings_markets_parent_idx\` ON \`navigation_offerings_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_offerings_markets_locale_idx\` ON \`navigation_offerings_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_offerings_order_idx\` ON \`navigation_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_offerings_parent_id_idx\` ON \`navigation_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_offerings_link_link_page_idx\` ON \`navigation_offerings\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_offerings_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_offerings_locales_locale_parent_id_unique\` ON \`navigation_offerings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_primary_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_primary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_primary_markets_order_idx\` ON \`navigation_primary_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_primary_markets_parent_idx\` ON \`navigation_primary_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_primary_markets_locale_idx\` ON \`navigation_primary_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_primary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_primary_order_idx\` ON \`navigation_primary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_primary_parent_id_idx\` ON \`navigation_primary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_primary_link_link_page_idx\` ON \`navigation_primary\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_primary_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_primary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_primary_locales_locale_parent_id_unique\` ON \`navigation_primary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_markets_order_idx\` ON \`navigation_footer_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_markets_parent_idx\` ON \`navigation_footer_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_markets_locale_idx\` ON \`navigation_footer_markets\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_screen\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_link_link_page_idx\` ON \`navigation_footer\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_child_pages\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_with_caption\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brand_logos_brands\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brand_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_memberships\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_distributors\`;`)
  await db.run(sql`DROP TABLE \`pages_markets\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_child_pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_with_caption\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brand_logos_brands\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brand_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_memberships\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_distributors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_markets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_child_pages\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_media_with_caption\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_brand_logos_brands\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_brand_logos\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_memberships\`;`)
  await db.run(sql`DROP TABLE \`screens_blocks_distributors\`;`)
  await db.run(sql`DROP TABLE \`screens\`;`)
  await db.run(sql`DROP TABLE \`screens_locales\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_child_pages\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_media_with_caption\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_brand_logos_brands\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_brand_logos\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_memberships\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_blocks_distributors\`;`)
  await db.run(sql`DROP TABLE \`_screens_v\`;`)
  await db.run(sql`DROP TABLE \`_screens_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_markets\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_markets\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`history_entries\`;`)
  await db.run(sql`DROP TABLE \`history_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`memberships\`;`)
  await db.run(sql`DROP TABLE \`memberships_locales\`;`)
  await db.run(sql`DROP TABLE \`distributor_links\`;`)
  await db.run(sql`DROP TABLE \`distributor_links_locales\`;`)
  await db.run(sql`DROP TABLE \`company_information_management_board\`;`)
  await db.run(sql`DROP TABLE \`company_information_management_board_locales\`;`)
  await db.run(sql`DROP TABLE \`company_information_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`company_information\`;`)
  await db.run(sql`DROP TABLE \`company_information_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_partner_logos\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`contact_directory\`;`)
  await db.run(sql`DROP TABLE \`contact_directory_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox_texts\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_services_markets\`;`)
  await db.run(sql`DROP TABLE \`navigation_services\`;`)
  await db.run(sql`DROP TABLE \`navigation_services_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_offerings_markets\`;`)
  await db.run(sql`DROP TABLE \`navigation_offerings\`;`)
  await db.run(sql`DROP TABLE \`navigation_offerings_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_primary_markets\`;`)
  await db.run(sql`DROP TABLE \`navigation_primary\`;`)
  await db.run(sql`DROP TABLE \`navigation_primary_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_markets\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
}
