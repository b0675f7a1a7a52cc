import * as migration_20261123_141255_initial from './20261123_141255_initial';
import * as migration_20261123_151236_site_address_from_settings from './20261123_151236_site_address_from_settings';
import * as migration_20261123_170919_search_entries from './20261123_170919_search_entries';

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
    up: migration_20261123_170919_search_entries.up,
    down: migration_20261123_170919_search_entries.down,
    name: '20261123_170919_search_entries'
  },
];
