import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_postings_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_job_postings_department" AS ENUM('sales', 'logistics', 'regulatoryAffairs', 'pharmacovigilance', 'qualityAssurance', 'finance', 'it', 'administration');
  CREATE TYPE "public"."enum_job_postings_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_version_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum__job_postings_v_version_department" AS ENUM('sales', 'logistics', 'regulatoryAffairs', 'pharmacovigilance', 'qualityAssurance', 'finance', 'it', 'administration');
  CREATE TYPE "public"."enum__job_postings_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum__job_postings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_published_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "enum_job_postings_market" DEFAULT 'cro',
  	"location_id" integer,
  	"department" "enum_job_postings_department",
  	"employment_type" "enum_job_postings_employment_type" DEFAULT 'FULL_TIME',
  	"date_posted" timestamp(3) with time zone,
  	"closing_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_postings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "job_postings_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"requirements" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_postings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_market" "enum__job_postings_v_version_market" DEFAULT 'cro',
  	"version_location_id" integer,
  	"version_department" "enum__job_postings_v_version_department",
  	"version_employment_type" "enum__job_postings_v_version_employment_type" DEFAULT 'FULL_TIME',
  	"version_date_posted" timestamp(3) with time zone,
  	"version_closing_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_postings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__job_postings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_job_postings_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_requirements" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_postings_id" integer;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings_locales" ADD CONSTRAINT "job_postings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_parent_id_job_postings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v_locales" ADD CONSTRAINT "_job_postings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_postings_market_idx" ON "job_postings" USING btree ("market");
  CREATE INDEX "job_postings_location_idx" ON "job_postings" USING btree ("location_id");
  CREATE INDEX "job_postings_closing_date_idx" ON "job_postings" USING btree ("closing_date");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "job_postings__status_idx" ON "job_postings" USING btree ("_status");
  CREATE INDEX "job_postings_slug_idx" ON "job_postings_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "job_postings_locales_locale_parent_id_unique" ON "job_postings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_postings_v_parent_idx" ON "_job_postings_v" USING btree ("parent_id");
  CREATE INDEX "_job_postings_v_version_version_market_idx" ON "_job_postings_v" USING btree ("version_market");
  CREATE INDEX "_job_postings_v_version_version_location_idx" ON "_job_postings_v" USING btree ("version_location_id");
  CREATE INDEX "_job_postings_v_version_version_closing_date_idx" ON "_job_postings_v" USING btree ("version_closing_date");
  CREATE INDEX "_job_postings_v_version_version_updated_at_idx" ON "_job_postings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_postings_v_version_version_created_at_idx" ON "_job_postings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_postings_v_version_version__status_idx" ON "_job_postings_v" USING btree ("version__status");
  CREATE INDEX "_job_postings_v_created_at_idx" ON "_job_postings_v" USING btree ("created_at");
  CREATE INDEX "_job_postings_v_updated_at_idx" ON "_job_postings_v" USING btree ("updated_at");
  CREATE INDEX "_job_postings_v_snapshot_idx" ON "_job_postings_v" USING btree ("snapshot");
  CREATE INDEX "_job_postings_v_published_locale_idx" ON "_job_postings_v" USING btree ("published_locale");
  CREATE INDEX "_job_postings_v_latest_idx" ON "_job_postings_v" USING btree ("latest");
  CREATE INDEX "_job_postings_v_version_version_slug_idx" ON "_job_postings_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_job_postings_v_locales_locale_parent_id_unique" ON "_job_postings_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_postings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_postings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_postings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "job_postings_locales" CASCADE;
  DROP TABLE "_job_postings_v" CASCADE;
  DROP TABLE "_job_postings_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_postings_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_postings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_postings_id";
  DROP TYPE "public"."enum_job_postings_market";
  DROP TYPE "public"."enum_job_postings_department";
  DROP TYPE "public"."enum_job_postings_employment_type";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum__job_postings_v_version_market";
  DROP TYPE "public"."enum__job_postings_v_version_department";
  DROP TYPE "public"."enum__job_postings_v_version_employment_type";
  DROP TYPE "public"."enum__job_postings_v_version_status";
  DROP TYPE "public"."enum__job_postings_v_published_locale";`)
}
