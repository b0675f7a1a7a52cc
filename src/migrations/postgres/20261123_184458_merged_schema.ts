import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Several branches met here, each with a migration whose snapshot knew only its own change. This one adds
// what none of them could: the deadline reminder's task on the job queue, the locales table of site settings'
// versions, and the accessibility statement's screen in the link enums of navigation's versions (IF NOT EXISTS:
// the statement's own migration added it to the others). Its snapshot is the whole merged schema, for the next
// `npm run db:migration:create`.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'deadline-reminder' BEFORE 'finished-jobs-cleanup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'deadline-reminder' BEFORE 'finished-jobs-cleanup';
  CREATE TABLE "_site_settings_v_locales" (
  	"version_report_legal_notice_human" varchar,
  	"version_report_legal_notice_veterinary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  ALTER TYPE "public"."enum_pages_blocks_hero_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_hero_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_call_to_action_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_hero_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_version_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_services_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_offerings_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_primary_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_footer_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__navigation_v_version_services_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__navigation_v_version_offerings_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__navigation_v_version_primary_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';
  ALTER TYPE "public"."enum__navigation_v_version_footer_link_screen" ADD VALUE IF NOT EXISTS 'accessibilityStatement';`)
}

// PostgreSQL cannot drop a value from an enum type; an unused value does no harm.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "_site_settings_v_locales" CASCADE;`)
}
