import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { orderKeysFor, orderedTables } from '@/config/orderKeys'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`pages__order_idx\` ON \`pages\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version__order\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__order_idx\` ON \`_pages_v\` (\`version__order\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`locations__order_idx\` ON \`locations\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`certificates__order_idx\` ON \`certificates\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`memberships\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`memberships__order_idx\` ON \`memberships\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`distributor_links\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`distributor_links__order_idx\` ON \`distributor_links\` (\`_order\`);`)
  // The order editors had set (sort_order, then creation) as Payload's order keys; drafts keep their page's key.
  for (const table of orderedTables) {
    const rows = await db.all<{ id: number }>(sql`SELECT id FROM ${sql.identifier(table)} ORDER BY sort_order, id`)
    for (const [id, key] of orderKeysFor(rows)) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET _order = ${key} WHERE id = ${id}`)
    }
  }
  await db.run(sql`UPDATE _pages_v SET version__order = (SELECT _order FROM pages WHERE pages.id = _pages_v.parent_id)`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`sort_order\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_sort_order\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`sort_order\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`sort_order\`;`)
  await db.run(sql`ALTER TABLE \`memberships\` DROP COLUMN \`sort_order\`;`)
  await db.run(sql`ALTER TABLE \`distributor_links\` DROP COLUMN \`sort_order\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`locations__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`certificates__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`memberships__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`memberships\` ADD \`sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`memberships\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`distributor_links__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`distributor_links\` ADD \`sort_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`distributor_links\` DROP COLUMN \`_order\`;`)
}
