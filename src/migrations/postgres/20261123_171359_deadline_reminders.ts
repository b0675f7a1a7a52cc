import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" ADD COLUMN "deadline_reminder" boolean DEFAULT false;
  CREATE INDEX "mail_outbox_deadline_reminder_idx" ON "mail_outbox" USING btree ("deadline_reminder");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "mail_outbox_deadline_reminder_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "deadline_reminder";`)
}
