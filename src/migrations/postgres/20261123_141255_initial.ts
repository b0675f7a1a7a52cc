import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_pages_blocks_hero_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_pages_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_action" AS ENUM('contact', 'link');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_pages_blocks_brand_logos_brands_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_pages_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_pages_offered_in" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_action" AS ENUM('contact', 'link');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__pages_v_version_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__pages_v_version_offered_in" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_screens_blocks_hero_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_screens_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_screens_blocks_call_to_action_action" AS ENUM('contact', 'link');
  CREATE TYPE "public"."enum_screens_blocks_call_to_action_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_screens_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_screens_blocks_brand_logos_brands_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_screens_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_screens_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__screens_v_blocks_hero_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__screens_v_blocks_hero_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__screens_v_blocks_call_to_action_action" AS ENUM('contact', 'link');
  CREATE TYPE "public"."enum__screens_v_blocks_call_to_action_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__screens_v_version_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__screens_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__screens_v_published_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_news_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_news_type" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__news_v_version_type" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_locations_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_company_information_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_site_settings_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum_contact_directory_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_contact_messages_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_adverse_reaction_reports_status" AS ENUM('new', 'forwarded', 'closed');
  CREATE TYPE "public"."enum_adverse_reaction_reports_kind" AS ENUM('human', 'veterinary');
  CREATE TYPE "public"."enum_adverse_reaction_reports_seriousness" AS ENUM('serious', 'nonSerious');
  CREATE TYPE "public"."enum_adverse_reaction_reports_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_adverse_reaction_reports_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'pharmacovigilance');
  CREATE TYPE "public"."enum_navigation_services_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_navigation_services_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_navigation_services_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_navigation_offerings_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_navigation_offerings_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_navigation_offerings_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_navigation_primary_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_navigation_primary_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_navigation_primary_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum_navigation_footer_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_navigation_footer_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum_navigation_footer_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_type" "enum_pages_blocks_hero_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_pages_blocks_hero_link_screen",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_child_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"action" "enum_pages_blocks_call_to_action_action" DEFAULT 'contact',
  	"department" varchar,
  	"link_type" "enum_pages_blocks_call_to_action_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_pages_blocks_call_to_action_link_screen",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_with_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_logos_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"link_type" "enum_pages_blocks_brand_logos_brands_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_pages_blocks_brand_logos_brands_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_distributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_offered_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_offered_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_image_id" integer,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"meta_title" varchar,
  	"description" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_type" "enum__pages_v_blocks_hero_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__pages_v_blocks_hero_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_child_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"action" "enum__pages_v_blocks_call_to_action_action" DEFAULT 'contact',
  	"department" varchar,
  	"link_type" "enum__pages_v_blocks_call_to_action_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__pages_v_blocks_call_to_action_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_with_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_logos_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"link_type" "enum__pages_v_blocks_brand_logos_brands_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__pages_v_blocks_brand_logos_brands_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_distributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_offered_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_offered_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_meta_image_id" integer,
  	"version_parent_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_meta_title" varchar,
  	"version_description" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "screens_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_type" "enum_screens_blocks_hero_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_screens_blocks_hero_link_screen",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "screens_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_child_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"action" "enum_screens_blocks_call_to_action_action" DEFAULT 'contact',
  	"department" varchar,
  	"link_type" "enum_screens_blocks_call_to_action_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_screens_blocks_call_to_action_link_screen",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_media_with_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_brand_logos_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"link_type" "enum_screens_blocks_brand_logos_brands_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum_screens_blocks_brand_logos_brands_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "screens_blocks_brand_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens_blocks_distributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "screens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"screen" "enum_screens_screen",
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_screens_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "screens_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"meta_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_screens_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_type" "enum__screens_v_blocks_hero_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__screens_v_blocks_hero_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_child_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"action" "enum__screens_v_blocks_call_to_action_action" DEFAULT 'contact',
  	"department" varchar,
  	"link_type" "enum__screens_v_blocks_call_to_action_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__screens_v_blocks_call_to_action_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_media_with_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_brand_logos_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"link_type" "enum__screens_v_blocks_brand_logos_brands_link_type" DEFAULT 'page',
  	"link_page_id" integer,
  	"link_screen" "enum__screens_v_blocks_brand_logos_brands_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_brand_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v_blocks_distributors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_screens_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_screen" "enum__screens_v_version_screen",
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__screens_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__screens_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_screens_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_meta_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"type" "enum_news_type" DEFAULT 'news',
  	"published_at" timestamp(3) with time zone,
  	"event_start" timestamp(3) with time zone,
  	"event_end" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"slug" varchar,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_categories_id" integer
  );
  
  CREATE TABLE "_news_v_version_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_type" "enum__news_v_version_type" DEFAULT 'news',
  	"version_published_at" timestamp(3) with time zone,
  	"version_event_start" timestamp(3) with time zone,
  	"version_event_end" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"version_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_categories_id" integer
  );
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"tel1" varchar,
  	"tel1_link" varchar,
  	"tel2" varchar,
  	"tel2_link" varchar,
  	"market" "enum_locations_market" DEFAULT 'cro' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "history_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "history_entries_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"document_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "memberships_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributor_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "distributor_links_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_information_management_board" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_management_board_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bank" varchar NOT NULL,
  	"iban" varchar NOT NULL
  );
  
  CREATE TABLE "company_information" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "enum_company_information_market" DEFAULT 'cro' NOT NULL,
  	"corporate_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"seat" varchar NOT NULL,
  	"registration_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_information_locales" (
  	"court" varchar,
  	"capital_stock" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_partner_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"logo_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "enum_site_settings_market" DEFAULT 'cro' NOT NULL,
  	"company_name" varchar NOT NULL,
  	"public_url" varchar,
  	"logo_id" integer,
  	"anniversary_logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status_code" "enum_redirects_status_code" DEFAULT '302' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_directory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"market" "enum_contact_directory_market" NOT NULL,
  	"mail" varchar NOT NULL,
  	"second_mail" varchar,
  	"tel" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_directory_locales" (
  	"display_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"department_id" integer NOT NULL,
  	"department_name" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"privacy_accepted" boolean DEFAULT false NOT NULL,
  	"locale" "enum_contact_messages_locale" NOT NULL,
  	"market" "enum_contact_messages_market" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_mail_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"subject" varchar NOT NULL,
  	"reply_to_name" varchar,
  	"reply_to_address" varchar,
  	"html" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"contact_message_id" integer,
  	"report_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "adverse_reaction_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_adverse_reaction_reports_status" DEFAULT 'new' NOT NULL,
  	"kind" "enum_adverse_reaction_reports_kind" NOT NULL,
  	"seriousness" "enum_adverse_reaction_reports_seriousness" NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"deadline" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_adverse_reaction_reports_locale" NOT NULL,
  	"market" "enum_adverse_reaction_reports_market" NOT NULL,
  	"report" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"screens_id" integer,
  	"news_id" integer,
  	"news_categories_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"locations_id" integer,
  	"history_entries_id" integer,
  	"certificates_id" integer,
  	"memberships_id" integer,
  	"distributor_links_id" integer,
  	"company_information_id" integer,
  	"site_settings_id" integer,
  	"redirects_id" integer,
  	"contact_directory_id" integer,
  	"contact_messages_id" integer,
  	"mail_outbox_id" integer,
  	"adverse_reaction_reports_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_services_markets" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_navigation_services_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "navigation_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_navigation_services_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum_navigation_services_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_services_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_offerings_markets" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_navigation_offerings_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "navigation_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_navigation_offerings_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum_navigation_offerings_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_offerings_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_primary_markets" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_navigation_primary_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "navigation_primary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_navigation_primary_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum_navigation_primary_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_primary_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_markets" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_navigation_footer_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_navigation_footer_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum_navigation_footer_link_screen",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_footer_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_items" ADD CONSTRAINT "pages_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_child_pages" ADD CONSTRAINT "pages_blocks_child_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_with_caption" ADD CONSTRAINT "pages_blocks_media_with_caption_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_with_caption" ADD CONSTRAINT "pages_blocks_media_with_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_logos_brands" ADD CONSTRAINT "pages_blocks_brand_logos_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_logos_brands" ADD CONSTRAINT "pages_blocks_brand_logos_brands_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_logos_brands" ADD CONSTRAINT "pages_blocks_brand_logos_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brand_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_logos" ADD CONSTRAINT "pages_blocks_brand_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates" ADD CONSTRAINT "pages_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_memberships" ADD CONSTRAINT "pages_blocks_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_distributors" ADD CONSTRAINT "pages_blocks_distributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_markets" ADD CONSTRAINT "pages_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_offered_in" ADD CONSTRAINT "pages_offered_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_items" ADD CONSTRAINT "_pages_v_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_child_pages" ADD CONSTRAINT "_pages_v_blocks_child_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_with_caption" ADD CONSTRAINT "_pages_v_blocks_media_with_caption_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_with_caption" ADD CONSTRAINT "_pages_v_blocks_media_with_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_logos_brands" ADD CONSTRAINT "_pages_v_blocks_brand_logos_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_logos_brands" ADD CONSTRAINT "_pages_v_blocks_brand_logos_brands_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_logos_brands" ADD CONSTRAINT "_pages_v_blocks_brand_logos_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brand_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_logos" ADD CONSTRAINT "_pages_v_blocks_brand_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates" ADD CONSTRAINT "_pages_v_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_memberships" ADD CONSTRAINT "_pages_v_blocks_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_distributors" ADD CONSTRAINT "_pages_v_blocks_distributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_markets" ADD CONSTRAINT "_pages_v_version_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_offered_in" ADD CONSTRAINT "_pages_v_version_offered_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_hero" ADD CONSTRAINT "screens_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_hero" ADD CONSTRAINT "screens_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_hero" ADD CONSTRAINT "screens_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_rich_text" ADD CONSTRAINT "screens_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_figures_items" ADD CONSTRAINT "screens_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_figures" ADD CONSTRAINT "screens_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_child_pages" ADD CONSTRAINT "screens_blocks_child_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_call_to_action" ADD CONSTRAINT "screens_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_call_to_action" ADD CONSTRAINT "screens_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_media_with_caption" ADD CONSTRAINT "screens_blocks_media_with_caption_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_media_with_caption" ADD CONSTRAINT "screens_blocks_media_with_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_brand_logos_brands" ADD CONSTRAINT "screens_blocks_brand_logos_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_brand_logos_brands" ADD CONSTRAINT "screens_blocks_brand_logos_brands_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_blocks_brand_logos_brands" ADD CONSTRAINT "screens_blocks_brand_logos_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens_blocks_brand_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_brand_logos" ADD CONSTRAINT "screens_blocks_brand_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_timeline" ADD CONSTRAINT "screens_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_locations" ADD CONSTRAINT "screens_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_certificates" ADD CONSTRAINT "screens_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_memberships" ADD CONSTRAINT "screens_blocks_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens_blocks_distributors" ADD CONSTRAINT "screens_blocks_distributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "screens" ADD CONSTRAINT "screens_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "screens_locales" ADD CONSTRAINT "screens_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_hero" ADD CONSTRAINT "_screens_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_hero" ADD CONSTRAINT "_screens_v_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_hero" ADD CONSTRAINT "_screens_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_rich_text" ADD CONSTRAINT "_screens_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_figures_items" ADD CONSTRAINT "_screens_v_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_figures" ADD CONSTRAINT "_screens_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_child_pages" ADD CONSTRAINT "_screens_v_blocks_child_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_call_to_action" ADD CONSTRAINT "_screens_v_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_call_to_action" ADD CONSTRAINT "_screens_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_media_with_caption" ADD CONSTRAINT "_screens_v_blocks_media_with_caption_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_media_with_caption" ADD CONSTRAINT "_screens_v_blocks_media_with_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_brand_logos_brands" ADD CONSTRAINT "_screens_v_blocks_brand_logos_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_brand_logos_brands" ADD CONSTRAINT "_screens_v_blocks_brand_logos_brands_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_brand_logos_brands" ADD CONSTRAINT "_screens_v_blocks_brand_logos_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v_blocks_brand_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_brand_logos" ADD CONSTRAINT "_screens_v_blocks_brand_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_timeline" ADD CONSTRAINT "_screens_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_locations" ADD CONSTRAINT "_screens_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_certificates" ADD CONSTRAINT "_screens_v_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_memberships" ADD CONSTRAINT "_screens_v_blocks_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v_blocks_distributors" ADD CONSTRAINT "_screens_v_blocks_distributors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_screens_v" ADD CONSTRAINT "_screens_v_parent_id_screens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."screens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v" ADD CONSTRAINT "_screens_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_screens_v_locales" ADD CONSTRAINT "_screens_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_screens_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_markets" ADD CONSTRAINT "news_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_markets" ADD CONSTRAINT "_news_v_version_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_categories_locales" ADD CONSTRAINT "news_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_entries_locales" ADD CONSTRAINT "history_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates_locales" ADD CONSTRAINT "certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memberships_locales" ADD CONSTRAINT "memberships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributor_links_locales" ADD CONSTRAINT "distributor_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributor_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_management_board" ADD CONSTRAINT "company_information_management_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_management_board_locales" ADD CONSTRAINT "company_information_management_board_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_management_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_bank_accounts" ADD CONSTRAINT "company_information_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_locales" ADD CONSTRAINT "company_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_partner_logos" ADD CONSTRAINT "site_settings_partner_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_partner_logos" ADD CONSTRAINT "site_settings_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_anniversary_logo_id_media_id_fk" FOREIGN KEY ("anniversary_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_directory_locales" ADD CONSTRAINT "contact_directory_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_department_id_contact_directory_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."contact_directory"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_report_id_adverse_reaction_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."adverse_reaction_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox_texts" ADD CONSTRAINT "mail_outbox_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_screens_fk" FOREIGN KEY ("screens_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_history_entries_fk" FOREIGN KEY ("history_entries_id") REFERENCES "public"."history_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_memberships_fk" FOREIGN KEY ("memberships_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distributor_links_fk" FOREIGN KEY ("distributor_links_id") REFERENCES "public"."distributor_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_information_fk" FOREIGN KEY ("company_information_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_settings_fk" FOREIGN KEY ("site_settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_directory_fk" FOREIGN KEY ("contact_directory_id") REFERENCES "public"."contact_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_adverse_reaction_reports_fk" FOREIGN KEY ("adverse_reaction_reports_id") REFERENCES "public"."adverse_reaction_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_services_markets" ADD CONSTRAINT "navigation_services_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_services" ADD CONSTRAINT "navigation_services_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_services" ADD CONSTRAINT "navigation_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_services_locales" ADD CONSTRAINT "navigation_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_offerings_markets" ADD CONSTRAINT "navigation_offerings_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_offerings" ADD CONSTRAINT "navigation_offerings_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_offerings" ADD CONSTRAINT "navigation_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_offerings_locales" ADD CONSTRAINT "navigation_offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_primary_markets" ADD CONSTRAINT "navigation_primary_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_primary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_primary" ADD CONSTRAINT "navigation_primary_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_primary" ADD CONSTRAINT "navigation_primary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_primary_locales" ADD CONSTRAINT "navigation_primary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_primary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_markets" ADD CONSTRAINT "navigation_footer_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_locales" ADD CONSTRAINT "navigation_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_link_link_page_idx" ON "pages_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_figures_items_order_idx" ON "pages_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_items_parent_id_idx" ON "pages_blocks_figures_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_items_locale_idx" ON "pages_blocks_figures_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");
  CREATE INDEX "pages_blocks_figures_locale_idx" ON "pages_blocks_figures" USING btree ("_locale");
  CREATE INDEX "pages_blocks_child_pages_order_idx" ON "pages_blocks_child_pages" USING btree ("_order");
  CREATE INDEX "pages_blocks_child_pages_parent_id_idx" ON "pages_blocks_child_pages" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_child_pages_path_idx" ON "pages_blocks_child_pages" USING btree ("_path");
  CREATE INDEX "pages_blocks_child_pages_locale_idx" ON "pages_blocks_child_pages" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_link_link_page_idx" ON "pages_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_media_with_caption_order_idx" ON "pages_blocks_media_with_caption" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_with_caption_parent_id_idx" ON "pages_blocks_media_with_caption" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_with_caption_path_idx" ON "pages_blocks_media_with_caption" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_with_caption_locale_idx" ON "pages_blocks_media_with_caption" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_with_caption_media_idx" ON "pages_blocks_media_with_caption" USING btree ("media_id");
  CREATE INDEX "pages_blocks_brand_logos_brands_order_idx" ON "pages_blocks_brand_logos_brands" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_logos_brands_parent_id_idx" ON "pages_blocks_brand_logos_brands" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_logos_brands_locale_idx" ON "pages_blocks_brand_logos_brands" USING btree ("_locale");
  CREATE INDEX "pages_blocks_brand_logos_brands_logo_idx" ON "pages_blocks_brand_logos_brands" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_brand_logos_brands_link_link_page_idx" ON "pages_blocks_brand_logos_brands" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_brand_logos_order_idx" ON "pages_blocks_brand_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_logos_parent_id_idx" ON "pages_blocks_brand_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_logos_path_idx" ON "pages_blocks_brand_logos" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_logos_locale_idx" ON "pages_blocks_brand_logos" USING btree ("_locale");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE INDEX "pages_blocks_timeline_locale_idx" ON "pages_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_locale_idx" ON "pages_blocks_locations" USING btree ("_locale");
  CREATE INDEX "pages_blocks_certificates_order_idx" ON "pages_blocks_certificates" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_parent_id_idx" ON "pages_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_path_idx" ON "pages_blocks_certificates" USING btree ("_path");
  CREATE INDEX "pages_blocks_certificates_locale_idx" ON "pages_blocks_certificates" USING btree ("_locale");
  CREATE INDEX "pages_blocks_memberships_order_idx" ON "pages_blocks_memberships" USING btree ("_order");
  CREATE INDEX "pages_blocks_memberships_parent_id_idx" ON "pages_blocks_memberships" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_memberships_path_idx" ON "pages_blocks_memberships" USING btree ("_path");
  CREATE INDEX "pages_blocks_memberships_locale_idx" ON "pages_blocks_memberships" USING btree ("_locale");
  CREATE INDEX "pages_blocks_distributors_order_idx" ON "pages_blocks_distributors" USING btree ("_order");
  CREATE INDEX "pages_blocks_distributors_parent_id_idx" ON "pages_blocks_distributors" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_distributors_path_idx" ON "pages_blocks_distributors" USING btree ("_path");
  CREATE INDEX "pages_blocks_distributors_locale_idx" ON "pages_blocks_distributors" USING btree ("_locale");
  CREATE INDEX "pages_markets_order_idx" ON "pages_markets" USING btree ("order");
  CREATE INDEX "pages_markets_parent_idx" ON "pages_markets" USING btree ("parent_id");
  CREATE INDEX "pages_markets_locale_idx" ON "pages_markets" USING btree ("locale");
  CREATE INDEX "pages_offered_in_order_idx" ON "pages_offered_in" USING btree ("order");
  CREATE INDEX "pages_offered_in_parent_idx" ON "pages_offered_in" USING btree ("parent_id");
  CREATE INDEX "pages_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_link_link_page_idx" ON "_pages_v_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_figures_items_order_idx" ON "_pages_v_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_items_parent_id_idx" ON "_pages_v_blocks_figures_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_items_locale_idx" ON "_pages_v_blocks_figures_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figures_locale_idx" ON "_pages_v_blocks_figures" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_child_pages_order_idx" ON "_pages_v_blocks_child_pages" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_child_pages_parent_id_idx" ON "_pages_v_blocks_child_pages" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_child_pages_path_idx" ON "_pages_v_blocks_child_pages" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_child_pages_locale_idx" ON "_pages_v_blocks_child_pages" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_link_link_page_idx" ON "_pages_v_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_media_with_caption_order_idx" ON "_pages_v_blocks_media_with_caption" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_with_caption_parent_id_idx" ON "_pages_v_blocks_media_with_caption" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_with_caption_path_idx" ON "_pages_v_blocks_media_with_caption" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_with_caption_locale_idx" ON "_pages_v_blocks_media_with_caption" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_with_caption_media_idx" ON "_pages_v_blocks_media_with_caption" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_brand_logos_brands_order_idx" ON "_pages_v_blocks_brand_logos_brands" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_logos_brands_parent_id_idx" ON "_pages_v_blocks_brand_logos_brands" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_logos_brands_locale_idx" ON "_pages_v_blocks_brand_logos_brands" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_brand_logos_brands_logo_idx" ON "_pages_v_blocks_brand_logos_brands" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_brand_logos_brands_link_link_page_idx" ON "_pages_v_blocks_brand_logos_brands" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_brand_logos_order_idx" ON "_pages_v_blocks_brand_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_logos_parent_id_idx" ON "_pages_v_blocks_brand_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_logos_path_idx" ON "_pages_v_blocks_brand_logos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_logos_locale_idx" ON "_pages_v_blocks_brand_logos" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timeline_locale_idx" ON "_pages_v_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_locale_idx" ON "_pages_v_blocks_locations" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_certificates_order_idx" ON "_pages_v_blocks_certificates" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_parent_id_idx" ON "_pages_v_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_path_idx" ON "_pages_v_blocks_certificates" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_certificates_locale_idx" ON "_pages_v_blocks_certificates" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_memberships_order_idx" ON "_pages_v_blocks_memberships" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_memberships_parent_id_idx" ON "_pages_v_blocks_memberships" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_memberships_path_idx" ON "_pages_v_blocks_memberships" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_memberships_locale_idx" ON "_pages_v_blocks_memberships" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_distributors_order_idx" ON "_pages_v_blocks_distributors" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_distributors_parent_id_idx" ON "_pages_v_blocks_distributors" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_distributors_path_idx" ON "_pages_v_blocks_distributors" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_distributors_locale_idx" ON "_pages_v_blocks_distributors" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_markets_order_idx" ON "_pages_v_version_markets" USING btree ("order");
  CREATE INDEX "_pages_v_version_markets_parent_idx" ON "_pages_v_version_markets" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_markets_locale_idx" ON "_pages_v_version_markets" USING btree ("locale");
  CREATE INDEX "_pages_v_version_offered_in_order_idx" ON "_pages_v_version_offered_in" USING btree ("order");
  CREATE INDEX "_pages_v_version_offered_in_parent_idx" ON "_pages_v_version_offered_in" USING btree ("parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "screens_blocks_hero_order_idx" ON "screens_blocks_hero" USING btree ("_order");
  CREATE INDEX "screens_blocks_hero_parent_id_idx" ON "screens_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_hero_path_idx" ON "screens_blocks_hero" USING btree ("_path");
  CREATE INDEX "screens_blocks_hero_locale_idx" ON "screens_blocks_hero" USING btree ("_locale");
  CREATE INDEX "screens_blocks_hero_image_idx" ON "screens_blocks_hero" USING btree ("image_id");
  CREATE INDEX "screens_blocks_hero_link_link_page_idx" ON "screens_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "screens_blocks_rich_text_order_idx" ON "screens_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "screens_blocks_rich_text_parent_id_idx" ON "screens_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_rich_text_path_idx" ON "screens_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "screens_blocks_rich_text_locale_idx" ON "screens_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "screens_blocks_figures_items_order_idx" ON "screens_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "screens_blocks_figures_items_parent_id_idx" ON "screens_blocks_figures_items" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_figures_items_locale_idx" ON "screens_blocks_figures_items" USING btree ("_locale");
  CREATE INDEX "screens_blocks_figures_order_idx" ON "screens_blocks_figures" USING btree ("_order");
  CREATE INDEX "screens_blocks_figures_parent_id_idx" ON "screens_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_figures_path_idx" ON "screens_blocks_figures" USING btree ("_path");
  CREATE INDEX "screens_blocks_figures_locale_idx" ON "screens_blocks_figures" USING btree ("_locale");
  CREATE INDEX "screens_blocks_child_pages_order_idx" ON "screens_blocks_child_pages" USING btree ("_order");
  CREATE INDEX "screens_blocks_child_pages_parent_id_idx" ON "screens_blocks_child_pages" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_child_pages_path_idx" ON "screens_blocks_child_pages" USING btree ("_path");
  CREATE INDEX "screens_blocks_child_pages_locale_idx" ON "screens_blocks_child_pages" USING btree ("_locale");
  CREATE INDEX "screens_blocks_call_to_action_order_idx" ON "screens_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "screens_blocks_call_to_action_parent_id_idx" ON "screens_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_call_to_action_path_idx" ON "screens_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "screens_blocks_call_to_action_locale_idx" ON "screens_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "screens_blocks_call_to_action_link_link_page_idx" ON "screens_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "screens_blocks_media_with_caption_order_idx" ON "screens_blocks_media_with_caption" USING btree ("_order");
  CREATE INDEX "screens_blocks_media_with_caption_parent_id_idx" ON "screens_blocks_media_with_caption" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_media_with_caption_path_idx" ON "screens_blocks_media_with_caption" USING btree ("_path");
  CREATE INDEX "screens_blocks_media_with_caption_locale_idx" ON "screens_blocks_media_with_caption" USING btree ("_locale");
  CREATE INDEX "screens_blocks_media_with_caption_media_idx" ON "screens_blocks_media_with_caption" USING btree ("media_id");
  CREATE INDEX "screens_blocks_brand_logos_brands_order_idx" ON "screens_blocks_brand_logos_brands" USING btree ("_order");
  CREATE INDEX "screens_blocks_brand_logos_brands_parent_id_idx" ON "screens_blocks_brand_logos_brands" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_brand_logos_brands_locale_idx" ON "screens_blocks_brand_logos_brands" USING btree ("_locale");
  CREATE INDEX "screens_blocks_brand_logos_brands_logo_idx" ON "screens_blocks_brand_logos_brands" USING btree ("logo_id");
  CREATE INDEX "screens_blocks_brand_logos_brands_link_link_page_idx" ON "screens_blocks_brand_logos_brands" USING btree ("link_page_id");
  CREATE INDEX "screens_blocks_brand_logos_order_idx" ON "screens_blocks_brand_logos" USING btree ("_order");
  CREATE INDEX "screens_blocks_brand_logos_parent_id_idx" ON "screens_blocks_brand_logos" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_brand_logos_path_idx" ON "screens_blocks_brand_logos" USING btree ("_path");
  CREATE INDEX "screens_blocks_brand_logos_locale_idx" ON "screens_blocks_brand_logos" USING btree ("_locale");
  CREATE INDEX "screens_blocks_timeline_order_idx" ON "screens_blocks_timeline" USING btree ("_order");
  CREATE INDEX "screens_blocks_timeline_parent_id_idx" ON "screens_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_timeline_path_idx" ON "screens_blocks_timeline" USING btree ("_path");
  CREATE INDEX "screens_blocks_timeline_locale_idx" ON "screens_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "screens_blocks_locations_order_idx" ON "screens_blocks_locations" USING btree ("_order");
  CREATE INDEX "screens_blocks_locations_parent_id_idx" ON "screens_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_locations_path_idx" ON "screens_blocks_locations" USING btree ("_path");
  CREATE INDEX "screens_blocks_locations_locale_idx" ON "screens_blocks_locations" USING btree ("_locale");
  CREATE INDEX "screens_blocks_certificates_order_idx" ON "screens_blocks_certificates" USING btree ("_order");
  CREATE INDEX "screens_blocks_certificates_parent_id_idx" ON "screens_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_certificates_path_idx" ON "screens_blocks_certificates" USING btree ("_path");
  CREATE INDEX "screens_blocks_certificates_locale_idx" ON "screens_blocks_certificates" USING btree ("_locale");
  CREATE INDEX "screens_blocks_memberships_order_idx" ON "screens_blocks_memberships" USING btree ("_order");
  CREATE INDEX "screens_blocks_memberships_parent_id_idx" ON "screens_blocks_memberships" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_memberships_path_idx" ON "screens_blocks_memberships" USING btree ("_path");
  CREATE INDEX "screens_blocks_memberships_locale_idx" ON "screens_blocks_memberships" USING btree ("_locale");
  CREATE INDEX "screens_blocks_distributors_order_idx" ON "screens_blocks_distributors" USING btree ("_order");
  CREATE INDEX "screens_blocks_distributors_parent_id_idx" ON "screens_blocks_distributors" USING btree ("_parent_id");
  CREATE INDEX "screens_blocks_distributors_path_idx" ON "screens_blocks_distributors" USING btree ("_path");
  CREATE INDEX "screens_blocks_distributors_locale_idx" ON "screens_blocks_distributors" USING btree ("_locale");
  CREATE UNIQUE INDEX "screens_screen_idx" ON "screens" USING btree ("screen");
  CREATE INDEX "screens_meta_image_idx" ON "screens" USING btree ("meta_image_id");
  CREATE INDEX "screens_updated_at_idx" ON "screens" USING btree ("updated_at");
  CREATE INDEX "screens_created_at_idx" ON "screens" USING btree ("created_at");
  CREATE INDEX "screens__status_idx" ON "screens" USING btree ("_status");
  CREATE UNIQUE INDEX "screens_locales_locale_parent_id_unique" ON "screens_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_screens_v_blocks_hero_order_idx" ON "_screens_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_hero_parent_id_idx" ON "_screens_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_hero_path_idx" ON "_screens_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_hero_locale_idx" ON "_screens_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_hero_image_idx" ON "_screens_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_screens_v_blocks_hero_link_link_page_idx" ON "_screens_v_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "_screens_v_blocks_rich_text_order_idx" ON "_screens_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_rich_text_parent_id_idx" ON "_screens_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_rich_text_path_idx" ON "_screens_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_rich_text_locale_idx" ON "_screens_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_figures_items_order_idx" ON "_screens_v_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_figures_items_parent_id_idx" ON "_screens_v_blocks_figures_items" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_figures_items_locale_idx" ON "_screens_v_blocks_figures_items" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_figures_order_idx" ON "_screens_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_figures_parent_id_idx" ON "_screens_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_figures_path_idx" ON "_screens_v_blocks_figures" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_figures_locale_idx" ON "_screens_v_blocks_figures" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_child_pages_order_idx" ON "_screens_v_blocks_child_pages" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_child_pages_parent_id_idx" ON "_screens_v_blocks_child_pages" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_child_pages_path_idx" ON "_screens_v_blocks_child_pages" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_child_pages_locale_idx" ON "_screens_v_blocks_child_pages" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_call_to_action_order_idx" ON "_screens_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_call_to_action_parent_id_idx" ON "_screens_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_call_to_action_path_idx" ON "_screens_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_call_to_action_locale_idx" ON "_screens_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_call_to_action_link_link_page_idx" ON "_screens_v_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "_screens_v_blocks_media_with_caption_order_idx" ON "_screens_v_blocks_media_with_caption" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_media_with_caption_parent_id_idx" ON "_screens_v_blocks_media_with_caption" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_media_with_caption_path_idx" ON "_screens_v_blocks_media_with_caption" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_media_with_caption_locale_idx" ON "_screens_v_blocks_media_with_caption" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_media_with_caption_media_idx" ON "_screens_v_blocks_media_with_caption" USING btree ("media_id");
  CREATE INDEX "_screens_v_blocks_brand_logos_brands_order_idx" ON "_screens_v_blocks_brand_logos_brands" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_brand_logos_brands_parent_id_idx" ON "_screens_v_blocks_brand_logos_brands" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_brand_logos_brands_locale_idx" ON "_screens_v_blocks_brand_logos_brands" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_brand_logos_brands_logo_idx" ON "_screens_v_blocks_brand_logos_brands" USING btree ("logo_id");
  CREATE INDEX "_screens_v_blocks_brand_logos_brands_link_link_page_idx" ON "_screens_v_blocks_brand_logos_brands" USING btree ("link_page_id");
  CREATE INDEX "_screens_v_blocks_brand_logos_order_idx" ON "_screens_v_blocks_brand_logos" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_brand_logos_parent_id_idx" ON "_screens_v_blocks_brand_logos" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_brand_logos_path_idx" ON "_screens_v_blocks_brand_logos" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_brand_logos_locale_idx" ON "_screens_v_blocks_brand_logos" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_timeline_order_idx" ON "_screens_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_timeline_parent_id_idx" ON "_screens_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_timeline_path_idx" ON "_screens_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_timeline_locale_idx" ON "_screens_v_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_locations_order_idx" ON "_screens_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_locations_parent_id_idx" ON "_screens_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_locations_path_idx" ON "_screens_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_locations_locale_idx" ON "_screens_v_blocks_locations" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_certificates_order_idx" ON "_screens_v_blocks_certificates" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_certificates_parent_id_idx" ON "_screens_v_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_certificates_path_idx" ON "_screens_v_blocks_certificates" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_certificates_locale_idx" ON "_screens_v_blocks_certificates" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_memberships_order_idx" ON "_screens_v_blocks_memberships" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_memberships_parent_id_idx" ON "_screens_v_blocks_memberships" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_memberships_path_idx" ON "_screens_v_blocks_memberships" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_memberships_locale_idx" ON "_screens_v_blocks_memberships" USING btree ("_locale");
  CREATE INDEX "_screens_v_blocks_distributors_order_idx" ON "_screens_v_blocks_distributors" USING btree ("_order");
  CREATE INDEX "_screens_v_blocks_distributors_parent_id_idx" ON "_screens_v_blocks_distributors" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_blocks_distributors_path_idx" ON "_screens_v_blocks_distributors" USING btree ("_path");
  CREATE INDEX "_screens_v_blocks_distributors_locale_idx" ON "_screens_v_blocks_distributors" USING btree ("_locale");
  CREATE INDEX "_screens_v_parent_idx" ON "_screens_v" USING btree ("parent_id");
  CREATE INDEX "_screens_v_version_version_screen_idx" ON "_screens_v" USING btree ("version_screen");
  CREATE INDEX "_screens_v_version_version_meta_image_idx" ON "_screens_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_screens_v_version_version_updated_at_idx" ON "_screens_v" USING btree ("version_updated_at");
  CREATE INDEX "_screens_v_version_version_created_at_idx" ON "_screens_v" USING btree ("version_created_at");
  CREATE INDEX "_screens_v_version_version__status_idx" ON "_screens_v" USING btree ("version__status");
  CREATE INDEX "_screens_v_created_at_idx" ON "_screens_v" USING btree ("created_at");
  CREATE INDEX "_screens_v_updated_at_idx" ON "_screens_v" USING btree ("updated_at");
  CREATE INDEX "_screens_v_snapshot_idx" ON "_screens_v" USING btree ("snapshot");
  CREATE INDEX "_screens_v_published_locale_idx" ON "_screens_v" USING btree ("published_locale");
  CREATE INDEX "_screens_v_latest_idx" ON "_screens_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_screens_v_locales_locale_parent_id_unique" ON "_screens_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_markets_order_idx" ON "news_markets" USING btree ("order");
  CREATE INDEX "news_markets_parent_idx" ON "news_markets" USING btree ("parent_id");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_slug_idx" ON "news_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_news_categories_id_idx" ON "news_rels" USING btree ("news_categories_id");
  CREATE INDEX "_news_v_version_markets_order_idx" ON "_news_v_version_markets" USING btree ("order");
  CREATE INDEX "_news_v_version_markets_parent_idx" ON "_news_v_version_markets" USING btree ("parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_news_categories_id_idx" ON "_news_v_rels" USING btree ("news_categories_id");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_categories_slug_idx" ON "news_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_categories_locales_locale_parent_id_unique" ON "news_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_market_idx" ON "locations" USING btree ("market");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "history_entries_year_idx" ON "history_entries" USING btree ("year");
  CREATE INDEX "history_entries_updated_at_idx" ON "history_entries" USING btree ("updated_at");
  CREATE INDEX "history_entries_created_at_idx" ON "history_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "history_entries_locales_locale_parent_id_unique" ON "history_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "certificates_document_idx" ON "certificates" USING btree ("document_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "certificates_locales_locale_parent_id_unique" ON "certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "memberships_updated_at_idx" ON "memberships" USING btree ("updated_at");
  CREATE INDEX "memberships_created_at_idx" ON "memberships" USING btree ("created_at");
  CREATE UNIQUE INDEX "memberships_locales_locale_parent_id_unique" ON "memberships_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributor_links_updated_at_idx" ON "distributor_links" USING btree ("updated_at");
  CREATE INDEX "distributor_links_created_at_idx" ON "distributor_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "distributor_links_locales_locale_parent_id_unique" ON "distributor_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_information_management_board_order_idx" ON "company_information_management_board" USING btree ("_order");
  CREATE INDEX "company_information_management_board_parent_id_idx" ON "company_information_management_board" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_information_management_board_locales_locale_parent_i" ON "company_information_management_board_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_information_bank_accounts_order_idx" ON "company_information_bank_accounts" USING btree ("_order");
  CREATE INDEX "company_information_bank_accounts_parent_id_idx" ON "company_information_bank_accounts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_information_market_idx" ON "company_information" USING btree ("market");
  CREATE INDEX "company_information_updated_at_idx" ON "company_information" USING btree ("updated_at");
  CREATE INDEX "company_information_created_at_idx" ON "company_information" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_information_locales_locale_parent_id_unique" ON "company_information_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_partner_logos_order_idx" ON "site_settings_partner_logos" USING btree ("_order");
  CREATE INDEX "site_settings_partner_logos_parent_id_idx" ON "site_settings_partner_logos" USING btree ("_parent_id");
  CREATE INDEX "site_settings_partner_logos_logo_idx" ON "site_settings_partner_logos" USING btree ("logo_id");
  CREATE UNIQUE INDEX "site_settings_market_idx" ON "site_settings" USING btree ("market");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_anniversary_logo_idx" ON "site_settings" USING btree ("anniversary_logo_id");
  CREATE INDEX "site_settings_updated_at_idx" ON "site_settings" USING btree ("updated_at");
  CREATE INDEX "site_settings_created_at_idx" ON "site_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "contact_directory_key_idx" ON "contact_directory" USING btree ("key");
  CREATE INDEX "contact_directory_updated_at_idx" ON "contact_directory" USING btree ("updated_at");
  CREATE INDEX "contact_directory_created_at_idx" ON "contact_directory" USING btree ("created_at");
  CREATE UNIQUE INDEX "key_market_idx" ON "contact_directory" USING btree ("key","market");
  CREATE UNIQUE INDEX "contact_directory_locales_locale_parent_id_unique" ON "contact_directory_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_messages_department_idx" ON "contact_messages" USING btree ("department_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "mail_outbox_contact_message_idx" ON "mail_outbox" USING btree ("contact_message_id");
  CREATE INDEX "mail_outbox_report_idx" ON "mail_outbox" USING btree ("report_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "mail_outbox_texts_order_parent" ON "mail_outbox_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "adverse_reaction_reports_reference_idx" ON "adverse_reaction_reports" USING btree ("reference");
  CREATE INDEX "adverse_reaction_reports_status_idx" ON "adverse_reaction_reports" USING btree ("status");
  CREATE INDEX "adverse_reaction_reports_deadline_idx" ON "adverse_reaction_reports" USING btree ("deadline");
  CREATE INDEX "adverse_reaction_reports_updated_at_idx" ON "adverse_reaction_reports" USING btree ("updated_at");
  CREATE INDEX "adverse_reaction_reports_created_at_idx" ON "adverse_reaction_reports" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_screens_id_idx" ON "payload_locked_documents_rels" USING btree ("screens_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_history_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("history_entries_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("memberships_id");
  CREATE INDEX "payload_locked_documents_rels_distributor_links_id_idx" ON "payload_locked_documents_rels" USING btree ("distributor_links_id");
  CREATE INDEX "payload_locked_documents_rels_company_information_id_idx" ON "payload_locked_documents_rels" USING btree ("company_information_id");
  CREATE INDEX "payload_locked_documents_rels_site_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("site_settings_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_contact_directory_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_directory_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_adverse_reaction_reports_i_idx" ON "payload_locked_documents_rels" USING btree ("adverse_reaction_reports_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_services_markets_order_idx" ON "navigation_services_markets" USING btree ("order");
  CREATE INDEX "navigation_services_markets_parent_idx" ON "navigation_services_markets" USING btree ("parent_id");
  CREATE INDEX "navigation_services_markets_locale_idx" ON "navigation_services_markets" USING btree ("locale");
  CREATE INDEX "navigation_services_order_idx" ON "navigation_services" USING btree ("_order");
  CREATE INDEX "navigation_services_parent_id_idx" ON "navigation_services" USING btree ("_parent_id");
  CREATE INDEX "navigation_services_link_link_page_idx" ON "navigation_services" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "navigation_services_locales_locale_parent_id_unique" ON "navigation_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_offerings_markets_order_idx" ON "navigation_offerings_markets" USING btree ("order");
  CREATE INDEX "navigation_offerings_markets_parent_idx" ON "navigation_offerings_markets" USING btree ("parent_id");
  CREATE INDEX "navigation_offerings_markets_locale_idx" ON "navigation_offerings_markets" USING btree ("locale");
  CREATE INDEX "navigation_offerings_order_idx" ON "navigation_offerings" USING btree ("_order");
  CREATE INDEX "navigation_offerings_parent_id_idx" ON "navigation_offerings" USING btree ("_parent_id");
  CREATE INDEX "navigation_offerings_link_link_page_idx" ON "navigation_offerings" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "navigation_offerings_locales_locale_parent_id_unique" ON "navigation_offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_primary_markets_order_idx" ON "navigation_primary_markets" USING btree ("order");
  CREATE INDEX "navigation_primary_markets_parent_idx" ON "navigation_primary_markets" USING btree ("parent_id");
  CREATE INDEX "navigation_primary_markets_locale_idx" ON "navigation_primary_markets" USING btree ("locale");
  CREATE INDEX "navigation_primary_order_idx" ON "navigation_primary" USING btree ("_order");
  CREATE INDEX "navigation_primary_parent_id_idx" ON "navigation_primary" USING btree ("_parent_id");
  CREATE INDEX "navigation_primary_link_link_page_idx" ON "navigation_primary" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "navigation_primary_locales_locale_parent_id_unique" ON "navigation_primary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_markets_order_idx" ON "navigation_footer_markets" USING btree ("order");
  CREATE INDEX "navigation_footer_markets_parent_idx" ON "navigation_footer_markets" USING btree ("parent_id");
  CREATE INDEX "navigation_footer_markets_locale_idx" ON "navigation_footer_markets" USING btree ("locale");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_link_link_page_idx" ON "navigation_footer" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "navigation_footer_locales_locale_parent_id_unique" ON "navigation_footer_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_figures_items" CASCADE;
  DROP TABLE "pages_blocks_figures" CASCADE;
  DROP TABLE "pages_blocks_child_pages" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_media_with_caption" CASCADE;
  DROP TABLE "pages_blocks_brand_logos_brands" CASCADE;
  DROP TABLE "pages_blocks_brand_logos" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_certificates" CASCADE;
  DROP TABLE "pages_blocks_memberships" CASCADE;
  DROP TABLE "pages_blocks_distributors" CASCADE;
  DROP TABLE "pages_markets" CASCADE;
  DROP TABLE "pages_offered_in" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_items" CASCADE;
  DROP TABLE "_pages_v_blocks_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_child_pages" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_media_with_caption" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_logos_brands" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates" CASCADE;
  DROP TABLE "_pages_v_blocks_memberships" CASCADE;
  DROP TABLE "_pages_v_blocks_distributors" CASCADE;
  DROP TABLE "_pages_v_version_markets" CASCADE;
  DROP TABLE "_pages_v_version_offered_in" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "screens_blocks_hero" CASCADE;
  DROP TABLE "screens_blocks_rich_text" CASCADE;
  DROP TABLE "screens_blocks_figures_items" CASCADE;
  DROP TABLE "screens_blocks_figures" CASCADE;
  DROP TABLE "screens_blocks_child_pages" CASCADE;
  DROP TABLE "screens_blocks_call_to_action" CASCADE;
  DROP TABLE "screens_blocks_media_with_caption" CASCADE;
  DROP TABLE "screens_blocks_brand_logos_brands" CASCADE;
  DROP TABLE "screens_blocks_brand_logos" CASCADE;
  DROP TABLE "screens_blocks_timeline" CASCADE;
  DROP TABLE "screens_blocks_locations" CASCADE;
  DROP TABLE "screens_blocks_certificates" CASCADE;
  DROP TABLE "screens_blocks_memberships" CASCADE;
  DROP TABLE "screens_blocks_distributors" CASCADE;
  DROP TABLE "screens" CASCADE;
  DROP TABLE "screens_locales" CASCADE;
  DROP TABLE "_screens_v_blocks_hero" CASCADE;
  DROP TABLE "_screens_v_blocks_rich_text" CASCADE;
  DROP TABLE "_screens_v_blocks_figures_items" CASCADE;
  DROP TABLE "_screens_v_blocks_figures" CASCADE;
  DROP TABLE "_screens_v_blocks_child_pages" CASCADE;
  DROP TABLE "_screens_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_screens_v_blocks_media_with_caption" CASCADE;
  DROP TABLE "_screens_v_blocks_brand_logos_brands" CASCADE;
  DROP TABLE "_screens_v_blocks_brand_logos" CASCADE;
  DROP TABLE "_screens_v_blocks_timeline" CASCADE;
  DROP TABLE "_screens_v_blocks_locations" CASCADE;
  DROP TABLE "_screens_v_blocks_certificates" CASCADE;
  DROP TABLE "_screens_v_blocks_memberships" CASCADE;
  DROP TABLE "_screens_v_blocks_distributors" CASCADE;
  DROP TABLE "_screens_v" CASCADE;
  DROP TABLE "_screens_v_locales" CASCADE;
  DROP TABLE "news_markets" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_version_markets" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "news_categories_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "history_entries" CASCADE;
  DROP TABLE "history_entries_locales" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "certificates_locales" CASCADE;
  DROP TABLE "memberships" CASCADE;
  DROP TABLE "memberships_locales" CASCADE;
  DROP TABLE "distributor_links" CASCADE;
  DROP TABLE "distributor_links_locales" CASCADE;
  DROP TABLE "company_information_management_board" CASCADE;
  DROP TABLE "company_information_management_board_locales" CASCADE;
  DROP TABLE "company_information_bank_accounts" CASCADE;
  DROP TABLE "company_information" CASCADE;
  DROP TABLE "company_information_locales" CASCADE;
  DROP TABLE "site_settings_partner_logos" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "contact_directory" CASCADE;
  DROP TABLE "contact_directory_locales" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "mail_outbox_texts" CASCADE;
  DROP TABLE "adverse_reaction_reports" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_services_markets" CASCADE;
  DROP TABLE "navigation_services" CASCADE;
  DROP TABLE "navigation_services_locales" CASCADE;
  DROP TABLE "navigation_offerings_markets" CASCADE;
  DROP TABLE "navigation_offerings" CASCADE;
  DROP TABLE "navigation_offerings_locales" CASCADE;
  DROP TABLE "navigation_primary_markets" CASCADE;
  DROP TABLE "navigation_primary" CASCADE;
  DROP TABLE "navigation_primary_locales" CASCADE;
  DROP TABLE "navigation_footer_markets" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation_footer_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_hero_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_link_screen";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_action";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_screen";
  DROP TYPE "public"."enum_pages_blocks_brand_logos_brands_link_type";
  DROP TYPE "public"."enum_pages_blocks_brand_logos_brands_link_screen";
  DROP TYPE "public"."enum_pages_markets";
  DROP TYPE "public"."enum_pages_offered_in";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_link_screen";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_action";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_screen";
  DROP TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_brand_logos_brands_link_screen";
  DROP TYPE "public"."enum__pages_v_version_markets";
  DROP TYPE "public"."enum__pages_v_version_offered_in";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_screens_blocks_hero_link_type";
  DROP TYPE "public"."enum_screens_blocks_hero_link_screen";
  DROP TYPE "public"."enum_screens_blocks_call_to_action_action";
  DROP TYPE "public"."enum_screens_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_screens_blocks_call_to_action_link_screen";
  DROP TYPE "public"."enum_screens_blocks_brand_logos_brands_link_type";
  DROP TYPE "public"."enum_screens_blocks_brand_logos_brands_link_screen";
  DROP TYPE "public"."enum_screens_screen";
  DROP TYPE "public"."enum_screens_status";
  DROP TYPE "public"."enum__screens_v_blocks_hero_link_type";
  DROP TYPE "public"."enum__screens_v_blocks_hero_link_screen";
  DROP TYPE "public"."enum__screens_v_blocks_call_to_action_action";
  DROP TYPE "public"."enum__screens_v_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__screens_v_blocks_call_to_action_link_screen";
  DROP TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_type";
  DROP TYPE "public"."enum__screens_v_blocks_brand_logos_brands_link_screen";
  DROP TYPE "public"."enum__screens_v_version_screen";
  DROP TYPE "public"."enum__screens_v_version_status";
  DROP TYPE "public"."enum__screens_v_published_locale";
  DROP TYPE "public"."enum_news_markets";
  DROP TYPE "public"."enum_news_type";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_markets";
  DROP TYPE "public"."enum__news_v_version_type";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_locations_market";
  DROP TYPE "public"."enum_company_information_market";
  DROP TYPE "public"."enum_site_settings_market";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_contact_directory_market";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_contact_messages_market";
  DROP TYPE "public"."enum_mail_outbox_status";
  DROP TYPE "public"."enum_adverse_reaction_reports_status";
  DROP TYPE "public"."enum_adverse_reaction_reports_kind";
  DROP TYPE "public"."enum_adverse_reaction_reports_seriousness";
  DROP TYPE "public"."enum_adverse_reaction_reports_locale";
  DROP TYPE "public"."enum_adverse_reaction_reports_market";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_navigation_services_markets";
  DROP TYPE "public"."enum_navigation_services_link_type";
  DROP TYPE "public"."enum_navigation_services_link_screen";
  DROP TYPE "public"."enum_navigation_offerings_markets";
  DROP TYPE "public"."enum_navigation_offerings_link_type";
  DROP TYPE "public"."enum_navigation_offerings_link_screen";
  DROP TYPE "public"."enum_navigation_primary_markets";
  DROP TYPE "public"."enum_navigation_primary_link_type";
  DROP TYPE "public"."enum_navigation_primary_link_screen";
  DROP TYPE "public"."enum_navigation_footer_markets";
  DROP TYPE "public"."enum_navigation_footer_link_type";
  DROP TYPE "public"."enum_navigation_footer_link_screen";`)
}
