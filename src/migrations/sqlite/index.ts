import * as migration_20261122_130618_initial from './20261122_130618_initial';
import * as migration_20261122_135326_reports from './20261122_135326_reports';
import * as migration_20261122_150702_pages_offered_in from './20261122_150702_pages_offered_in';
import * as migration_20261123_151206_site_address_from_settings from './20261123_151206_site_address_from_settings';
import * as migration_20261123_170744_search_entries from './20261123_170744_search_entries';

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
    up: migration_20261123_170744_search_entries.up,
    down: migration_20261123_170744_search_entries.down,
    name: '20261123_170744_search_entries'
  },
];
