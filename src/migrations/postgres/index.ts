import * as migration_20261123_141255_initial from './20261123_141255_initial';
import * as migration_20261123_151236_site_address_from_settings from './20261123_151236_site_address_from_settings';
import * as migration_20261123_165607_background_jobs from './20261123_165607_background_jobs';
import * as migration_20261123_170042_draft_autosave_and_versions from './20261123_170042_draft_autosave_and_versions';
import * as migration_20261123_170405_report_legal_notice from './20261123_170405_report_legal_notice';
import * as migration_20261123_170919_search_entries from './20261123_170919_search_entries';
import * as migration_20261123_171034_report_answers_and_status_history from './20261123_171034_report_answers_and_status_history';
import * as migration_20261123_171359_deadline_reminders from './20261123_171359_deadline_reminders';
import * as migration_20261123_172441_login_throttle from './20261123_172441_login_throttle';
import * as migration_20261123_173314_job_postings from './20261123_173314_job_postings';
import * as migration_20261123_180723_accessibility_statement from './20261123_180723_accessibility_statement';
import * as migration_20261123_181800_finished_jobs_cleanup from './20261123_181800_finished_jobs_cleanup';
import * as migration_20261123_184458_merged_schema from './20261123_184458_merged_schema';
import * as migration_20261123_213458_file_storage from './20261123_213458_file_storage';
import * as migration_20261123_234529_job_applications from './20261123_234529_job_applications';
import * as migration_20261123_235821_search_job_postings from './20261123_235821_search_job_postings';
import * as migration_20261124_000805_location_coordinates from './20261124_000805_location_coordinates';
import * as migration_20261125_163303_slug_from_title from './20261125_163303_slug_from_title';
import * as migration_20261125_164145_scheduled_publishing from './20261125_164145_scheduled_publishing';
import * as migration_20261125_164707_orderable from './20261125_164707_orderable';
import * as migration_20261127_190431_search_headings from './20261127_190431_search_headings';
import * as migration_20261127_195034_search_synonyms_and_misses from './20261127_195034_search_synonyms_and_misses';
import * as migration_20261127_204353_redirect_markets from './20261127_204353_redirect_markets';
import * as migration_20261127_230035_contact_retention_and_no_personal_locks from './20261127_230035_contact_retention_and_no_personal_locks';
import * as migration_20261128_022710_search_documents_and_clicks from './20261128_022710_search_documents_and_clicks';
import * as migration_20261128_051930_locales_by_document from './20261128_051930_locales_by_document';
import * as migration_20261129_012205_case_work_and_application_status from './20261129_012205_case_work_and_application_status';

export const migrations = [
  {
    up: migration_20261123_141255_initial.up,
    down: migration_20261123_141255_initial.down,
    name: '20261123_141255_initial',
  },
  {
    up: migration_20261123_151236_site_address_from_settings.up,
    down: migration_20261123_151236_site_address_from_settings.down,
    name: '20261123_151236_site_address_from_settings',
  },
  {
    up: migration_20261123_165607_background_jobs.up,
    down: migration_20261123_165607_background_jobs.down,
    name: '20261123_165607_background_jobs',
  },
  {
    up: migration_20261123_170042_draft_autosave_and_versions.up,
    down: migration_20261123_170042_draft_autosave_and_versions.down,
    name: '20261123_170042_draft_autosave_and_versions',
  },
  {
    up: migration_20261123_170405_report_legal_notice.up,
    down: migration_20261123_170405_report_legal_notice.down,
    name: '20261123_170405_report_legal_notice',
  },
  {
    up: migration_20261123_170919_search_entries.up,
    down: migration_20261123_170919_search_entries.down,
    name: '20261123_170919_search_entries',
  },
  {
    up: migration_20261123_171034_report_answers_and_status_history.up,
    down: migration_20261123_171034_report_answers_and_status_history.down,
    name: '20261123_171034_report_answers_and_status_history',
  },
  {
    up: migration_20261123_171359_deadline_reminders.up,
    down: migration_20261123_171359_deadline_reminders.down,
    name: '20261123_171359_deadline_reminders',
  },
  {
    up: migration_20261123_172441_login_throttle.up,
    down: migration_20261123_172441_login_throttle.down,
    name: '20261123_172441_login_throttle',
  },
  {
    up: migration_20261123_173314_job_postings.up,
    down: migration_20261123_173314_job_postings.down,
    name: '20261123_173314_job_postings',
  },
  {
    up: migration_20261123_180723_accessibility_statement.up,
    down: migration_20261123_180723_accessibility_statement.down,
    name: '20261123_180723_accessibility_statement',
  },
  {
    up: migration_20261123_181800_finished_jobs_cleanup.up,
    down: migration_20261123_181800_finished_jobs_cleanup.down,
    name: '20261123_181800_finished_jobs_cleanup',
  },
  {
    up: migration_20261123_184458_merged_schema.up,
    down: migration_20261123_184458_merged_schema.down,
    name: '20261123_184458_merged_schema',
  },
  {
    up: migration_20261123_213458_file_storage.up,
    down: migration_20261123_213458_file_storage.down,
    name: '20261123_213458_file_storage',
  },
  {
    up: migration_20261123_234529_job_applications.up,
    down: migration_20261123_234529_job_applications.down,
    name: '20261123_234529_job_applications',
  },
  {
    up: migration_20261123_235821_search_job_postings.up,
    down: migration_20261123_235821_search_job_postings.down,
    name: '20261123_235821_search_job_postings',
  },
  {
    up: migration_20261124_000805_location_coordinates.up,
    down: migration_20261124_000805_location_coordinates.down,
    name: '20261124_000805_location_coordinates',
  },
  {
    up: migration_20261125_163303_slug_from_title.up,
    down: migration_20261125_163303_slug_from_title.down,
    name: '20261125_163303_slug_from_title',
  },
  {
    up: migration_20261125_164145_scheduled_publishing.up,
    down: migration_20261125_164145_scheduled_publishing.down,
    name: '20261125_164145_scheduled_publishing',
  },
  {
    up: migration_20261125_164707_orderable.up,
    down: migration_20261125_164707_orderable.down,
    name: '20261125_164707_orderable',
  },
  {
    up: migration_20261127_190431_search_headings.up,
    down: migration_20261127_190431_search_headings.down,
    name: '20261127_190431_search_headings',
  },
  {
    up: migration_20261127_195034_search_synonyms_and_misses.up,
    down: migration_20261127_195034_search_synonyms_and_misses.down,
    name: '20261127_195034_search_synonyms_and_misses',
  },
  {
    up: migration_20261127_204353_redirect_markets.up,
    down: migration_20261127_204353_redirect_markets.down,
    name: '20261127_204353_redirect_markets',
  },
  {
    up: migration_20261127_230035_contact_retention_and_no_personal_locks.up,
    down: migration_20261127_230035_contact_retention_and_no_personal_locks.down,
    name: '20261127_230035_contact_retention_and_no_personal_locks',
  },
  {
    up: migration_20261128_022710_search_documents_and_clicks.up,
    down: migration_20261128_022710_search_documents_and_clicks.down,
    name: '20261128_022710_search_documents_and_clicks',
  },
  {
    up: migration_20261128_051930_locales_by_document.up,
    down: migration_20261128_051930_locales_by_document.down,
    name: '20261128_051930_locales_by_document',
  },
  {
    up: migration_20261129_012205_case_work_and_application_status.up,
    down: migration_20261129_012205_case_work_and_application_status.down,
    name: '20261129_012205_case_work_and_application_status'
  },
];
