import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__site_settings_v_version_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__navigation_v_version_services_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__navigation_v_version_services_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_services_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__navigation_v_version_offerings_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__navigation_v_version_offerings_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_offerings_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__navigation_v_version_primary_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__navigation_v_version_primary_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_primary_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TYPE "public"."enum__navigation_v_version_footer_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__navigation_v_version_footer_link_type" AS ENUM('page', 'screen', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_footer_link_screen" AS ENUM('home', 'file', 'careers', 'news', 'about', 'companyInformation', 'videoSurveillance', 'cookiePolicy', 'privacyPolicy', 'reportingSideEffects', 'termsOfUse');
  CREATE TABLE "_site_settings_v_version_partner_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"logo_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_market" "enum__site_settings_v_version_market" DEFAULT 'cro' NOT NULL,
  	"version_company_name" varchar NOT NULL,
  	"version_logo_id" integer,
  	"version_anniversary_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_services_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__navigation_v_version_services_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__navigation_v_version_services_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum__navigation_v_version_services_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_services_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_offerings_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__navigation_v_version_offerings_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__navigation_v_version_offerings_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum__navigation_v_version_offerings_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_offerings_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_primary_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__navigation_v_version_primary_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_primary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__navigation_v_version_primary_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum__navigation_v_version_primary_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_primary_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_footer_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__navigation_v_version_footer_markets",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__navigation_v_version_footer_link_type" DEFAULT 'page' NOT NULL,
  	"link_page_id" integer,
  	"link_screen" "enum__navigation_v_version_footer_link_screen",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_screens_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_site_settings_v_version_partner_logos" ADD CONSTRAINT "_site_settings_v_version_partner_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_partner_logos" ADD CONSTRAINT "_site_settings_v_version_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_parent_id_site_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_anniversary_logo_id_media_id_fk" FOREIGN KEY ("version_anniversary_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_services_markets" ADD CONSTRAINT "_navigation_v_version_services_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_navigation_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_services" ADD CONSTRAINT "_navigation_v_version_services_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_services" ADD CONSTRAINT "_navigation_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_services_locales" ADD CONSTRAINT "_navigation_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_offerings_markets" ADD CONSTRAINT "_navigation_v_version_offerings_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_navigation_v_version_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_offerings" ADD CONSTRAINT "_navigation_v_version_offerings_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_offerings" ADD CONSTRAINT "_navigation_v_version_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_offerings_locales" ADD CONSTRAINT "_navigation_v_version_offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_primary_markets" ADD CONSTRAINT "_navigation_v_version_primary_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_navigation_v_version_primary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_primary" ADD CONSTRAINT "_navigation_v_version_primary_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_primary" ADD CONSTRAINT "_navigation_v_version_primary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_primary_locales" ADD CONSTRAINT "_navigation_v_version_primary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_primary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_markets" ADD CONSTRAINT "_navigation_v_version_footer_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_navigation_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer" ADD CONSTRAINT "_navigation_v_version_footer_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer" ADD CONSTRAINT "_navigation_v_version_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_locales" ADD CONSTRAINT "_navigation_v_version_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_partner_logos_order_idx" ON "_site_settings_v_version_partner_logos" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_partner_logos_parent_id_idx" ON "_site_settings_v_version_partner_logos" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_partner_logos_logo_idx" ON "_site_settings_v_version_partner_logos" USING btree ("logo_id");
  CREATE INDEX "_site_settings_v_parent_idx" ON "_site_settings_v" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_version_market_idx" ON "_site_settings_v" USING btree ("version_market");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version_anniversary_logo_idx" ON "_site_settings_v" USING btree ("version_anniversary_logo_id");
  CREATE INDEX "_site_settings_v_version_version_updated_at_idx" ON "_site_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_site_settings_v_version_version_created_at_idx" ON "_site_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_version_services_markets_order_idx" ON "_navigation_v_version_services_markets" USING btree ("order");
  CREATE INDEX "_navigation_v_version_services_markets_parent_idx" ON "_navigation_v_version_services_markets" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_services_markets_locale_idx" ON "_navigation_v_version_services_markets" USING btree ("locale");
  CREATE INDEX "_navigation_v_version_services_order_idx" ON "_navigation_v_version_services" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_services_parent_id_idx" ON "_navigation_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_services_link_link_page_idx" ON "_navigation_v_version_services" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_services_locales_locale_parent_id_uniq" ON "_navigation_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_offerings_markets_order_idx" ON "_navigation_v_version_offerings_markets" USING btree ("order");
  CREATE INDEX "_navigation_v_version_offerings_markets_parent_idx" ON "_navigation_v_version_offerings_markets" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_offerings_markets_locale_idx" ON "_navigation_v_version_offerings_markets" USING btree ("locale");
  CREATE INDEX "_navigation_v_version_offerings_order_idx" ON "_navigation_v_version_offerings" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_offerings_parent_id_idx" ON "_navigation_v_version_offerings" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_offerings_link_link_page_idx" ON "_navigation_v_version_offerings" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_offerings_locales_locale_parent_id_uni" ON "_navigation_v_version_offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_primary_markets_order_idx" ON "_navigation_v_version_primary_markets" USING btree ("order");
  CREATE INDEX "_navigation_v_version_primary_markets_parent_idx" ON "_navigation_v_version_primary_markets" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_primary_markets_locale_idx" ON "_navigation_v_version_primary_markets" USING btree ("locale");
  CREATE INDEX "_navigation_v_version_primary_order_idx" ON "_navigation_v_version_primary" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_primary_parent_id_idx" ON "_navigation_v_version_primary" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_primary_link_link_page_idx" ON "_navigation_v_version_primary" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_primary_locales_locale_parent_id_uniqu" ON "_navigation_v_version_primary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_footer_markets_order_idx" ON "_navigation_v_version_footer_markets" USING btree ("order");
  CREATE INDEX "_navigation_v_version_footer_markets_parent_idx" ON "_navigation_v_version_footer_markets" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_footer_markets_locale_idx" ON "_navigation_v_version_footer_markets" USING btree ("locale");
  CREATE INDEX "_navigation_v_version_footer_order_idx" ON "_navigation_v_version_footer" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_parent_id_idx" ON "_navigation_v_version_footer" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_link_link_page_idx" ON "_navigation_v_version_footer" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_footer_locales_locale_parent_id_unique" ON "_navigation_v_version_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_screens_v_autosave_idx" ON "_screens_v" USING btree ("autosave");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_partner_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_services_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_offerings_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_offerings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_primary_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_primary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_primary_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_partner_logos" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_navigation_v_version_services_markets" CASCADE;
  DROP TABLE "_navigation_v_version_services" CASCADE;
  DROP TABLE "_navigation_v_version_services_locales" CASCADE;
  DROP TABLE "_navigation_v_version_offerings_markets" CASCADE;
  DROP TABLE "_navigation_v_version_offerings" CASCADE;
  DROP TABLE "_navigation_v_version_offerings_locales" CASCADE;
  DROP TABLE "_navigation_v_version_primary_markets" CASCADE;
  DROP TABLE "_navigation_v_version_primary" CASCADE;
  DROP TABLE "_navigation_v_version_primary_locales" CASCADE;
  DROP TABLE "_navigation_v_version_footer_markets" CASCADE;
  DROP TABLE "_navigation_v_version_footer" CASCADE;
  DROP TABLE "_navigation_v_version_footer_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_screens_v_autosave_idx";
  DROP INDEX "_news_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_screens_v" DROP COLUMN "autosave";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum__site_settings_v_version_market";
  DROP TYPE "public"."enum__navigation_v_version_services_markets";
  DROP TYPE "public"."enum__navigation_v_version_services_link_type";
  DROP TYPE "public"."enum__navigation_v_version_services_link_screen";
  DROP TYPE "public"."enum__navigation_v_version_offerings_markets";
  DROP TYPE "public"."enum__navigation_v_version_offerings_link_type";
  DROP TYPE "public"."enum__navigation_v_version_offerings_link_screen";
  DROP TYPE "public"."enum__navigation_v_version_primary_markets";
  DROP TYPE "public"."enum__navigation_v_version_primary_link_type";
  DROP TYPE "public"."enum__navigation_v_version_primary_link_screen";
  DROP TYPE "public"."enum__navigation_v_version_footer_markets";
  DROP TYPE "public"."enum__navigation_v_version_footer_link_type";
  DROP TYPE "public"."enum__navigation_v_version_footer_link_screen";`)
}
