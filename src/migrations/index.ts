import * as migration_20261122_105859_initial from './20261122_105859_initial';

export const migrations = [
  {
    up: migration_20261122_105859_initial.up,
    down: migration_20261122_105859_initial.down,
    name: '20261122_105859_initial'
  },
];
