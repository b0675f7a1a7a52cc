import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'inReview', 'interview', 'rejected', 'hired');
  ALTER TABLE "job_applications" ADD COLUMN "status" "enum_job_applications_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "job_applications" ADD COLUMN "notes" varchar;
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "meddra_llt_code" varchar;
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "meddra_pt_code" varchar;
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "meddra_version" varchar;
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "notes" varchar;
  ALTER TABLE "adverse_reaction_reports" ADD CONSTRAINT "adverse_reaction_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "adverse_reaction_reports_assignee_idx" ON "adverse_reaction_reports" USING btree ("assignee_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "adverse_reaction_reports" DROP CONSTRAINT "adverse_reaction_reports_assignee_id_users_id_fk";
  
  DROP INDEX "job_applications_status_idx";
  DROP INDEX "adverse_reaction_reports_assignee_idx";
  ALTER TABLE "job_applications" DROP COLUMN "status";
  ALTER TABLE "job_applications" DROP COLUMN "notes";
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "assignee_id";
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "meddra_llt_code";
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "meddra_pt_code";
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "meddra_version";
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "notes";
  DROP TYPE "public"."enum_job_applications_status";`)
}
