import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TABLE "redirects_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_redirects_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "redirects_markets" ADD CONSTRAINT "redirects_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_markets_order_idx" ON "redirects_markets" USING btree ("order");
  CREATE INDEX "redirects_markets_parent_idx" ON "redirects_markets" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "redirects_markets" CASCADE;
  DROP TYPE "public"."enum_redirects_markets";`)
}
