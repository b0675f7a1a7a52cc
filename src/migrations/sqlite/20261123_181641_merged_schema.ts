import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Work of several branches met here: each brought its own migration, whose snapshot knew only its own change.
// This migration changes nothing (SQLite keeps the job queue's task slugs as plain text); its snapshot is the
// whole merged schema, so that the next `npm run db:migration:create` diffs against the truth.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
