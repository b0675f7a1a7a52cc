import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The accessibility statement's screen key, in every enum of screen links: the statement's own migration
// was written before navigation had versions, so it missed their enums. IF NOT EXISTS: the others have it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
export async function down(_args: MigrateDownArgs): Promise<void> {}
