import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { orderKeysFor, orderedTables } from '@/config/orderKeys'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "_order" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "locations" ADD COLUMN "_order" varchar;
  ALTER TABLE "certificates" ADD COLUMN "_order" varchar;
  ALTER TABLE "memberships" ADD COLUMN "_order" varchar;
  ALTER TABLE "distributor_links" ADD COLUMN "_order" varchar;
  CREATE INDEX "pages__order_idx" ON "pages" USING btree ("_order");
  CREATE INDEX "_pages_v_version_version__order_idx" ON "_pages_v" USING btree ("version__order");
  CREATE INDEX "locations__order_idx" ON "locations" USING btree ("_order");
  CREATE INDEX "certificates__order_idx" ON "certificates" USING btree ("_order");
  CREATE INDEX "memberships__order_idx" ON "memberships" USING btree ("_order");
  CREATE INDEX "distributor_links__order_idx" ON "distributor_links" USING btree ("_order");`)
  // The order editors had set (sort_order, then creation) as Payload's order keys; drafts keep their page's key.
  for (const table of orderedTables) {
    const { rows } = await db.execute(sql`SELECT id FROM ${sql.identifier(table)} ORDER BY sort_order, id`)
    for (const [id, key] of orderKeysFor(rows as { id: number }[])) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET _order = ${key} WHERE id = ${id}`)
    }
  }
  await db.execute(sql`
   UPDATE "_pages_v" SET "version__order" = (SELECT "_order" FROM "pages" WHERE "pages"."id" = "_pages_v"."parent_id");
  ALTER TABLE "pages" DROP COLUMN "sort_order";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sort_order";
  ALTER TABLE "locations" DROP COLUMN "sort_order";
  ALTER TABLE "certificates" DROP COLUMN "sort_order";
  ALTER TABLE "memberships" DROP COLUMN "sort_order";
  ALTER TABLE "distributor_links" DROP COLUMN "sort_order";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages__order_idx";
  DROP INDEX "_pages_v_version_version__order_idx";
  DROP INDEX "locations__order_idx";
  DROP INDEX "certificates__order_idx";
  DROP INDEX "memberships__order_idx";
  DROP INDEX "distributor_links__order_idx";
  ALTER TABLE "pages" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "_pages_v" ADD COLUMN "version_sort_order" numeric DEFAULT 0;
  ALTER TABLE "locations" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "certificates" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "memberships" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "distributor_links" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "pages" DROP COLUMN "_order";
  ALTER TABLE "_pages_v" DROP COLUMN "version__order";
  ALTER TABLE "locations" DROP COLUMN "_order";
  ALTER TABLE "certificates" DROP COLUMN "_order";
  ALTER TABLE "memberships" DROP COLUMN "_order";
  ALTER TABLE "distributor_links" DROP COLUMN "_order";`)
}
