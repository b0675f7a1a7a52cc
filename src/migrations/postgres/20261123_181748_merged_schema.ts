import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Work of several branches met here: each brought its own migration, whose snapshot knew only its own change.
// The one change none of them made is the deadline reminder's task on the job queue; the snapshot beside this
// file is the whole merged schema, so that the next `npm run db:migration:create` diffs against the truth.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'deadline-reminder';
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'deadline-reminder';`)
}

// PostgreSQL cannot drop a value from an enum type; an unused value does no harm.
export async function down(_args: MigrateDownArgs): Promise<void> {}
