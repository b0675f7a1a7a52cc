import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_entries_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "public"."enum_search_entries_locale" AS ENUM('hr', 'en', 'sl', 'bs');
  CREATE TYPE "public"."enum_search_entries_source" AS ENUM('pages', 'screens', 'news');
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "enum_search_entries_market" NOT NULL,
  	"locale" "enum_search_entries_locale" NOT NULL,
  	"source" "enum_search_entries_source" NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"summary" varchar,
  	"body" varchar,
  	"title_key" varchar NOT NULL,
  	"text_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_entries_id" integer;
  CREATE INDEX "search_entries_market_idx" ON "search_entries" USING btree ("market");
  CREATE INDEX "search_entries_locale_idx" ON "search_entries" USING btree ("locale");
  CREATE INDEX "search_entries_doc_id_idx" ON "search_entries" USING btree ("doc_id");
  CREATE INDEX "search_entries_updated_at_idx" ON "search_entries" USING btree ("updated_at");
  CREATE INDEX "search_entries_created_at_idx" ON "search_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_entries_id";
  DROP TYPE "public"."enum_search_entries_market";
  DROP TYPE "public"."enum_search_entries_locale";
  DROP TYPE "public"."enum_search_entries_source";`)
}
