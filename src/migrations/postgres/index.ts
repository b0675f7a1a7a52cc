import * as migration_20261123_141255_initial from './20261123_141255_initial';
import * as migration_20261123_151236_site_address_from_settings from './20261123_151236_site_address_from_settings';
import * as migration_20261123_165607_background_jobs from './20261123_165607_background_jobs';
import * as migration_20261123_181800_finished_jobs_cleanup from './20261123_181800_finished_jobs_cleanup';

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
    up: migration_20261123_181800_finished_jobs_cleanup.up,
    down: migration_20261123_181800_finished_jobs_cleanup.down,
    name: '20261123_181800_finished_jobs_cleanup'
  },
];
