import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_applications_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_job_applications_market" AS ENUM('cro', 'slo', 'bih');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'hr';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'application-retention' BEFORE 'deadline-reminder';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'application-retention' BEFORE 'deadline-reminder';
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"posting_id" integer,
  	"posting_title" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"privacy_accepted" boolean DEFAULT false NOT NULL,
  	"locale" "enum_job_applications_locale" NOT NULL,
  	"market" "enum_job_applications_market" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'job-applications',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "mail_outbox" ADD COLUMN "job_application_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_application_files_id" integer;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_job_application_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."job_application_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_applications_posting_idx" ON "job_applications" USING btree ("posting_id");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "job_application_files_updated_at_idx" ON "job_application_files" USING btree ("updated_at");
  CREATE INDEX "job_application_files_created_at_idx" ON "job_application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_application_files_filename_idx" ON "job_application_files" USING btree ("filename");
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_application_files_fk" FOREIGN KEY ("job_application_files_id") REFERENCES "public"."job_application_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_outbox_job_application_idx" ON "mail_outbox" USING btree ("job_application_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_job_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("job_application_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_application_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "job_application_files" CASCADE;
  ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_job_application_id_job_applications_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_application_files_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'pharmacovigilance');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail', 'report-retention', 'deadline-reminder', 'finished-jobs-cleanup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail', 'report-retention', 'deadline-reminder', 'finished-jobs-cleanup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "mail_outbox_job_application_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_application_files_id_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "job_application_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_application_files_id";
  DROP TYPE "public"."enum_job_applications_locale";
  DROP TYPE "public"."enum_job_applications_market";`)
}
