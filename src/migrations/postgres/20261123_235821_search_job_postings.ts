import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_entries_source" ADD VALUE 'job-postings';
  ALTER TABLE "search_entries" ADD COLUMN "expires_at" timestamp(3) with time zone;
  CREATE INDEX "search_entries_expires_at_idx" ON "search_entries" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_entries_source";
  CREATE TYPE "public"."enum_search_entries_source" AS ENUM('pages', 'screens', 'news');
  ALTER TABLE "search_entries" ALTER COLUMN "source" SET DATA TYPE "public"."enum_search_entries_source" USING "source"::"public"."enum_search_entries_source";
  DROP INDEX "search_entries_expires_at_idx";
  ALTER TABLE "search_entries" DROP COLUMN "expires_at";`)
}
