import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search_misses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`with_results\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`without_click\` numeric DEFAULT 0 NOT NULL,
  	\`day\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_misses\`("id", "query", "count", "with_results", "clicks", "without_click", "day", "market", "locale", "key", "updated_at", "created_at") SELECT "id", "query", "count", 0, 0, 0, "day", "market", "locale", "key", "updated_at", "created_at" FROM \`search_misses\`;`)
  await db.run(sql`DROP TABLE \`search_misses\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_misses\` RENAME TO \`search_misses\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_misses_without_click_idx\` ON \`search_misses\` (\`without_click\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_day_idx\` ON \`search_misses\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_misses_key_idx\` ON \`search_misses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_updated_at_idx\` ON \`search_misses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_created_at_idx\` ON \`search_misses\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search_misses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`day\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_misses\`("id", "query", "count", "day", "market", "locale", "key", "updated_at", "created_at") SELECT "id", "query", "count", "day", "market", "locale", "key", "updated_at", "created_at" FROM \`search_misses\`;`)
  await db.run(sql`DROP TABLE \`search_misses\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_misses\` RENAME TO \`search_misses\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_misses_day_idx\` ON \`search_misses\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_misses_key_idx\` ON \`search_misses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_updated_at_idx\` ON \`search_misses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_created_at_idx\` ON \`search_misses\` (\`created_at\`);`)
}
