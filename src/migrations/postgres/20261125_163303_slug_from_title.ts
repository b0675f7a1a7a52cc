import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The updates: documents that exist already keep their slugs, as their addresses may be linked.
  await db.execute(sql`
   ALTER TABLE "pages_locales" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "news_locales" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "news_categories_locales" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "job_postings_locales" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_job_postings_v_locales" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  UPDATE "pages_locales" SET "generate_slug" = false;
  UPDATE "_pages_v_locales" SET "version_generate_slug" = false;
  UPDATE "news_locales" SET "generate_slug" = false;
  UPDATE "_news_v_locales" SET "version_generate_slug" = false;
  UPDATE "news_categories_locales" SET "generate_slug" = false;
  UPDATE "job_postings_locales" SET "generate_slug" = false;
  UPDATE "_job_postings_v_locales" SET "version_generate_slug" = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DROP COLUMN "generate_slug";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_generate_slug";
  ALTER TABLE "news_locales" DROP COLUMN "generate_slug";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_generate_slug";
  ALTER TABLE "news_categories_locales" DROP COLUMN "generate_slug";
  ALTER TABLE "job_postings_locales" DROP COLUMN "generate_slug";
  ALTER TABLE "_job_postings_v_locales" DROP COLUMN "version_generate_slug";`)
}
