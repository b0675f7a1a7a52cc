import * as migration_20261122_130618_initial from './20261122_130618_initial';
import * as migration_20261122_135326_reports from './20261122_135326_reports';
import * as migration_20261122_150702_pages_offered_in from './20261122_150702_pages_offered_in';
import * as migration_20261123_151206_site_address_from_settings from './20261123_151206_site_address_from_settings';
import * as migration_20261123_165525_background_jobs from './20261123_165525_background_jobs';
import * as migration_20261123_165916_draft_autosave_and_versions from './20261123_165916_draft_autosave_and_versions';
import * as migration_20261123_170214_report_legal_notice from './20261123_170214_report_legal_notice';
import * as migration_20261123_170744_search_entries from './20261123_170744_search_entries';
import * as migration_20261123_170906_report_answers_and_status_history from './20261123_170906_report_answers_and_status_history';
import * as migration_20261123_171244_deadline_reminders from './20261123_171244_deadline_reminders';
import * as migration_20261123_172200_login_throttle from './20261123_172200_login_throttle';
import * as migration_20261123_173140_job_postings from './20261123_173140_job_postings';
import * as migration_20261123_184447_merged_schema from './20261123_184447_merged_schema';
import * as migration_20261123_213443_file_storage from './20261123_213443_file_storage';
import * as migration_20261123_234454_job_applications from './20261123_234454_job_applications';
import * as migration_20261123_235748_search_job_postings from './20261123_235748_search_job_postings';
import * as migration_20261124_000704_location_coordinates from './20261124_000704_location_coordinates';
import * as migration_20261125_163252_slug_from_title from './20261125_163252_slug_from_title';
import * as migration_20261125_164649_orderable from './20261125_164649_orderable';
import * as migration_20261127_190306_search_headings from './20261127_190306_search_headings';
import * as migration_20261127_194659_search_synonyms_and_misses from './20261127_194659_search_synonyms_and_misses';
import * as migration_20261127_204328_redirect_markets from './20261127_204328_redirect_markets';
import * as migration_20261127_225923_contact_retention_and_no_personal_locks from './20261127_225923_contact_retention_and_no_personal_locks';
import * as migration_20261128_022624_search_documents_and_clicks from './20261128_022624_search_documents_and_clicks';
import * as migration_20261128_051909_locales_by_document from './20261128_051909_locales_by_document';
import * as migration_20261129_012152_case_work_and_application_status from './20261129_012152_case_work_and_application_status';

export const migrations = [
  {
    up: migration_20261122_130618_initial.up,
    down: migration_20261122_130618_initial.down,
    name: '20261122_130618_initial',
  },
  {
    up: migration_20261122_135326_reports.up,
    down: migration_20261122_135326_reports.down,
    name: '20261122_135326_reports',
  },
  {
    up: migration_20261122_150702_pages_offered_in.up,
    down: migration_20261122_150702_pages_offered_in.down,
    name: '20261122_150702_pages_offered_in',
  },
  {
    up: migration_20261123_151206_site_address_from_settings.up,
    down: migration_20261123_151206_site_address_from_settings.down,
    name: '20261123_151206_site_address_from_settings',
  },
  {
    up: migration_20261123_165525_background_jobs.up,
    down: migration_20261123_165525_background_jobs.down,
    name: '20261123_165525_background_jobs',
  },
  {
    up: migration_20261123_165916_draft_autosave_and_versions.up,
    down: migration_20261123_165916_draft_autosave_and_versions.down,
    name: '20261123_165916_draft_autosave_and_versions',
  },
  {
    up: migration_20261123_170214_report_legal_notice.up,
    down: migration_20261123_170214_report_legal_notice.down,
    name: '20261123_170214_report_legal_notice',
  },
  {
    up: migration_20261123_170744_search_entries.up,
    down: migration_20261123_170744_search_entries.down,
    name: '20261123_170744_search_entries',
  },
  {
    up: migration_20261123_170906_report_answers_and_status_history.up,
    down: migration_20261123_170906_report_answers_and_status_history.down,
    name: '20261123_170906_report_answers_and_status_history',
  },
  {
    up: migration_20261123_171244_deadline_reminders.up,
    down: migration_20261123_171244_deadline_reminders.down,
    name: '20261123_171244_deadline_reminders',
  },
  {
    up: migration_20261123_172200_login_throttle.up,
    down: migration_20261123_172200_login_throttle.down,
    name: '20261123_172200_login_throttle',
  },
  {
    up: migration_20261123_173140_job_postings.up,
    down: migration_20261123_173140_job_postings.down,
    name: '20261123_173140_job_postings',
  },
  {
    up: migration_20261123_184447_merged_schema.up,
    down: migration_20261123_184447_merged_schema.down,
    name: '20261123_184447_merged_schema',
  },
  {
    up: migration_20261123_213443_file_storage.up,
    down: migration_20261123_213443_file_storage.down,
    name: '20261123_213443_file_storage',
  },
  {
    up: migration_20261123_234454_job_applications.up,
    down: migration_20261123_234454_job_applications.down,
    name: '20261123_234454_job_applications',
  },
  {
    up: migration_20261123_235748_search_job_postings.up,
    down: migration_20261123_235748_search_job_postings.down,
    name: '20261123_235748_search_job_postings',
  },
  {
    up: migration_20261124_000704_location_coordinates.up,
    down: migration_20261124_000704_location_coordinates.down,
    name: '20261124_000704_location_coordinates',
  },
  {
    up: migration_20261125_163252_slug_from_title.up,
    down: migration_20261125_163252_slug_from_title.down,
    name: '20261125_163252_slug_from_title',
  },
  {
    up: migration_20261125_164649_orderable.up,
    down: migration_20261125_164649_orderable.down,
    name: '20261125_164649_orderable',
  },
  {
    up: migration_20261127_190306_search_headings.up,
    down: migration_20261127_190306_search_headings.down,
    name: '20261127_190306_search_headings',
  },
  {
    up: migration_20261127_194659_search_synonyms_and_misses.up,
    down: migration_20261127_194659_search_synonyms_and_misses.down,
    name: '20261127_194659_search_synonyms_and_misses',
  },
  {
    up: migration_20261127_204328_redirect_markets.up,
    down: migration_20261127_204328_redirect_markets.down,
    name: '20261127_204328_redirect_markets',
  },
  {
    up: migration_20261127_225923_contact_retention_and_no_personal_locks.up,
    down: migration_20261127_225923_contact_retention_and_no_personal_locks.down,
    name: '20261127_225923_contact_retention_and_no_personal_locks',
  },
  {
    up: migration_20261128_022624_search_documents_and_clicks.up,
    down: migration_20261128_022624_search_documents_and_clicks.down,
    name: '20261128_022624_search_documents_and_clicks',
  },
  {
    up: migration_20261128_051909_locales_by_document.up,
    down: migration_20261128_051909_locales_by_document.down,
    name: '20261128_051909_locales_by_document',
  },
  {
    up: migration_20261129_012152_case_work_and_application_status.up,
    down: migration_20261129_012152_case_work_and_application_status.down,
    name: '20261129_012152_case_work_and_application_status'
  },
];
