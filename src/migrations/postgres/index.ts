import * as migration_20261123_141255_initial from './20261123_141255_initial';

export const migrations = [
  {
    up: migration_20261123_141255_initial.up,
    down: migration_20261123_141255_initial.down,
    name: '20261123_141255_initial'
  },
];
