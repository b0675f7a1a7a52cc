import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "adverse_reaction_reports_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" varchar NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by" varchar
  );
  
  ALTER TABLE "adverse_reaction_reports" ADD COLUMN "form_answers" jsonb;
  ALTER TABLE "adverse_reaction_reports_status_history" ADD CONSTRAINT "adverse_reaction_reports_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."adverse_reaction_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "adverse_reaction_reports_status_history_order_idx" ON "adverse_reaction_reports_status_history" USING btree ("_order");
  CREATE INDEX "adverse_reaction_reports_status_history_parent_id_idx" ON "adverse_reaction_reports_status_history" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "adverse_reaction_reports_status_history" CASCADE;
  ALTER TABLE "adverse_reaction_reports" DROP COLUMN "form_answers";`)
}
