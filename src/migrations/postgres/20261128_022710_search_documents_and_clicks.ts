import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_entries_source" ADD VALUE 'documents';
  ALTER TABLE "search_misses" ALTER COLUMN "count" SET DEFAULT 0;
  ALTER TABLE "search_misses" ADD COLUMN "with_results" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "search_misses" ADD COLUMN "clicks" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "search_misses" ADD COLUMN "without_click" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "search_misses_without_click_idx" ON "search_misses" USING btree ("without_click");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_entries_source";
  CREATE TYPE "public"."enum_search_entries_source" AS ENUM('pages', 'screens', 'news', 'job-postings');
  ALTER TABLE "search_entries" ALTER COLUMN "source" SET DATA TYPE "public"."enum_search_entries_source" USING "source"::"public"."enum_search_entries_source";
  DROP INDEX "search_misses_without_click_idx";
  ALTER TABLE "search_misses" ALTER COLUMN "count" SET DEFAULT 1;
  ALTER TABLE "search_misses" DROP COLUMN "with_results";
  ALTER TABLE "search_misses" DROP COLUMN "clicks";
  ALTER TABLE "search_misses" DROP COLUMN "without_click";`)
}
