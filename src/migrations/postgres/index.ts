import * as migration_20261123_141255_initial from './20261123_141255_initial';
import * as migration_20261123_151236_site_address_from_settings from './20261123_151236_site_address_from_settings';
import * as migration_20261123_171359_deadline_reminders from './20261123_171359_deadline_reminders';
import * as migration_20261123_173314_job_postings from './20261123_173314_job_postings';
import * as migration_20261123_180723_accessibility_statement from './20261123_180723_accessibility_statement';

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
    up: migration_20261123_171359_deadline_reminders.up,
    down: migration_20261123_171359_deadline_reminders.down,
    name: '20261123_171359_deadline_reminders',
  },
  {
    up: migration_20261123_173314_job_postings.up,
    down: migration_20261123_173314_job_postings.down,
    name: '20261123_173314_job_postings',
  },
  {
    up: migration_20261123_180723_accessibility_statement.up,
    down: migration_20261123_180723_accessibility_statement.down,
    name: '20261123_180723_accessibility_statement'
  },
];
