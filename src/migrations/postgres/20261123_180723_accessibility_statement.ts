import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_hero_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_hero_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_call_to_action_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_screens_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_hero_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum__screens_v_version_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_services_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_offerings_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_primary_link_screen" ADD VALUE 'accessibilityStatement';
  ALTER TYPE "public"."enum_navigation_footer_link_screen" ADD VALUE 'accessibilityStatement';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_hero_link_screen";
  CREATE TYPE "public"."enum_pages_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_pages_blocks_hero_link_screen" USING "link_screen"::"public"."enum_pages_blocks_hero_link_screen";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_screen";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_link_screen" USING "link_screen"::"public"."enum_pages_blocks_call_to_action_link_screen";
  ALTER TABLE "pages_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen";
  CREATE TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "pages_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen" USING "link_screen"::"public"."enum_pages_blocks_brand_logos_brands_link_screen";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_link_screen";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__pages_v_blocks_hero_link_screen" USING "link_screen"::"public"."enum__pages_v_blocks_hero_link_screen";
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen";
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen" USING "link_screen"::"public"."enum__pages_v_blocks_call_to_action_link_screen";
  ALTER TABLE "_pages_v_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen";
  CREATE TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_pages_v_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen" USING "link_screen"::"public"."enum__pages_v_blocks_brand_logos_brands_link_screen";
  ALTER TABLE "screens_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_screens_blocks_hero_link_screen";
  CREATE TYPE "public"."enum_screens_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "screens_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_screens_blocks_hero_link_screen" USING "link_screen"::"public"."enum_screens_blocks_hero_link_screen";
  ALTER TABLE "screens_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_screens_blocks_call_to_action_link_screen";
  CREATE TYPE "public"."enum_screens_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "screens_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_screens_blocks_call_to_action_link_screen" USING "link_screen"::"public"."enum_screens_blocks_call_to_action_link_screen";
  ALTER TABLE "screens_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen";
  CREATE TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "screens_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen" USING "link_screen"::"public"."enum_screens_blocks_brand_logos_brands_link_screen";
  ALTER TABLE "screens" ALTER COLUMN "screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_screens_screen";
  CREATE TYPE "public"."enum_screens_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "screens" ALTER COLUMN "screen" SET DATA TYPE "public"."enum_screens_screen" USING "screen"::"public"."enum_screens_screen";
  ALTER TABLE "_screens_v_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__screens_v_blocks_hero_link_screen";
  CREATE TYPE "public"."enum__screens_v_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_screens_v_blocks_hero" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__screens_v_blocks_hero_link_screen" USING "link_screen"::"public"."enum__screens_v_blocks_hero_link_screen";
  ALTER TABLE "_screens_v_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen";
  CREATE TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_screens_v_blocks_call_to_action" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen" USING "link_screen"::"public"."enum__screens_v_blocks_call_to_action_link_screen";
  ALTER TABLE "_screens_v_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen";
  CREATE TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_screens_v_blocks_brand_logos_brands" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen" USING "link_screen"::"public"."enum__screens_v_blocks_brand_logos_brands_link_screen";
  ALTER TABLE "_screens_v" ALTER COLUMN "version_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum__screens_v_version_screen";
  CREATE TYPE "public"."enum__screens_v_version_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "_screens_v" ALTER COLUMN "version_screen" SET DATA TYPE "public"."enum__screens_v_version_screen" USING "version_screen"::"public"."enum__screens_v_version_screen";
  ALTER TABLE "navigation_services" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_services_link_screen";
  CREATE TYPE "public"."enum_navigation_services_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "navigation_services" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_navigation_services_link_screen" USING "link_screen"::"public"."enum_navigation_services_link_screen";
  ALTER TABLE "navigation_offerings" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_offerings_link_screen";
  CREATE TYPE "public"."enum_navigation_offerings_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "navigation_offerings" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_navigation_offerings_link_screen" USING "link_screen"::"public"."enum_navigation_offerings_link_screen";
  ALTER TABLE "navigation_primary" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_primary_link_screen";
  CREATE TYPE "public"."enum_navigation_primary_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "navigation_primary" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_navigation_primary_link_screen" USING "link_screen"::"public"."enum_navigation_primary_link_screen";
  ALTER TABLE "navigation_footer" ALTER COLUMN "link_screen" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_footer_link_screen";
  CREATE TYPE "public"."enum_navigation_footer_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  ALTER TABLE "navigation_footer" ALTER COLUMN "link_screen" SET DATA TYPE "public"."enum_navigation_footer_link_screen" USING "link_screen"::"public"."enum_navigation_footer_link_screen";`)
}
