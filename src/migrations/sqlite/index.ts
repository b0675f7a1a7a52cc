import * as migration_20261122_130618_initial from './20261122_130618_initial';
import * as migration_20261122_135326_reports from './20261122_135326_reports';
import * as migration_20261122_150702_pages_offered_in from './20261122_150702_pages_offered_in';
import * as migration_20261123_151206_site_address_from_settings from './20261123_151206_site_address_from_settings';
import * as migration_20261123_165916_draft_autosave_and_versions from './20261123_165916_draft_autosave_and_versions';
import * as migration_20261123_170906_report_answers_and_status_history from './20261123_170906_report_answers_and_status_history';

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
    up: migration_20261123_165916_draft_autosave_and_versions.up,
    down: migration_20261123_165916_draft_autosave_and_versions.down,
    name: '20261123_165916_draft_autosave_and_versions',
  },
  {
    up: migration_20261123_170906_report_answers_and_status_history.up,
    down: migration_20261123_170906_report_answers_and_status_history.down,
    name: '20261123_170906_report_answers_and_status_history'
  },
];
