import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" ADD COLUMN "headings" varchar;`)
  // Entries written before kept no headings: emptied, the index is rebuilt at the next start.
  await db.execute(sql`DELETE FROM "search_entries";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" DROP COLUMN "headings";`)
}
