import * as migration_20261122_112100_initial from './20261122_112100_initial';

export const migrations = [
  {
    up: migration_20261122_112100_initial.up,
    down: migration_20261122_112100_initial.down,
    name: '20261122_112100_initial'
  },
];
