import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "screens_locales_parent_id_idx" ON "screens_locales" USING btree ("_parent_id");
  CREATE INDEX "_screens_v_locales_parent_id_idx" ON "_screens_v_locales" USING btree ("_parent_id");
  CREATE INDEX "news_locales_parent_id_idx" ON "news_locales" USING btree ("_parent_id");
  CREATE INDEX "_news_v_locales_parent_id_idx" ON "_news_v_locales" USING btree ("_parent_id");
  CREATE INDEX "news_categories_locales_parent_id_idx" ON "news_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "documents_locales_parent_id_idx" ON "documents_locales" USING btree ("_parent_id");
  CREATE INDEX "history_entries_locales_parent_id_idx" ON "history_entries_locales" USING btree ("_parent_id");
  CREATE INDEX "certificates_locales_parent_id_idx" ON "certificates_locales" USING btree ("_parent_id");
  CREATE INDEX "memberships_locales_parent_id_idx" ON "memberships_locales" USING btree ("_parent_id");
  CREATE INDEX "distributor_links_locales_parent_id_idx" ON "distributor_links_locales" USING btree ("_parent_id");
  CREATE INDEX "company_information_management_board_locales_parent_id_idx" ON "company_information_management_board_locales" USING btree ("_parent_id");
  CREATE INDEX "company_information_locales_parent_id_idx" ON "company_information_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_id_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "job_postings_locales_parent_id_idx" ON "job_postings_locales" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_locales_parent_id_idx" ON "_job_postings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "contact_directory_locales_parent_id_idx" ON "contact_directory_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_services_locales_parent_id_idx" ON "navigation_services_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_offerings_locales_parent_id_idx" ON "navigation_offerings_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_primary_locales_parent_id_idx" ON "navigation_primary_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_locales_parent_id_idx" ON "navigation_footer_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_services_locales_parent_id_idx" ON "_navigation_v_version_services_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_offerings_locales_parent_id_idx" ON "_navigation_v_version_offerings_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_primary_locales_parent_id_idx" ON "_navigation_v_version_primary_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_locales_parent_id_idx" ON "_navigation_v_version_footer_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "screens_locales_parent_id_idx";
  DROP INDEX "_screens_v_locales_parent_id_idx";
  DROP INDEX "news_locales_parent_id_idx";
  DROP INDEX "_news_v_locales_parent_id_idx";
  DROP INDEX "news_categories_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "documents_locales_parent_id_idx";
  DROP INDEX "history_entries_locales_parent_id_idx";
  DROP INDEX "certificates_locales_parent_id_idx";
  DROP INDEX "memberships_locales_parent_id_idx";
  DROP INDEX "distributor_links_locales_parent_id_idx";
  DROP INDEX "company_information_management_board_locales_parent_id_idx";
  DROP INDEX "company_information_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";
  DROP INDEX "_site_settings_v_locales_parent_id_idx";
  DROP INDEX "job_postings_locales_parent_id_idx";
  DROP INDEX "_job_postings_v_locales_parent_id_idx";
  DROP INDEX "contact_directory_locales_parent_id_idx";
  DROP INDEX "navigation_services_locales_parent_id_idx";
  DROP INDEX "navigation_offerings_locales_parent_id_idx";
  DROP INDEX "navigation_primary_locales_parent_id_idx";
  DROP INDEX "navigation_footer_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_services_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_offerings_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_primary_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_footer_locales_parent_id_idx";`)
}
