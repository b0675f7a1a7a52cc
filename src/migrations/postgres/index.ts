import * as migration_20261123_141255_initial from './20261123_141255_initial';
import * as migration_20261123_151236_site_address_from_settings from './20261123_151236_site_address_from_settings';
import * as migration_20261123_170042_draft_autosave_and_versions from './20261123_170042_draft_autosave_and_versions';
import * as migration_20261123_171034_report_answers_and_status_history from './20261123_171034_report_answers_and_status_history';

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
    up: migration_20261123_170042_draft_autosave_and_versions.up,
    down: migration_20261123_170042_draft_autosave_and_versions.down,
    name: '20261123_170042_draft_autosave_and_versions',
  },
  {
    up: migration_20261123_171034_report_answers_and_status_history.up,
    down: migration_20261123_171034_report_answers_and_status_history.down,
    name: '20261123_171034_report_answers_and_status_history'
  },
];
