import * as migration_20261122_114403_initial from './20261122_114403_initial';

export const migrations = [
  {
    up: migration_20261122_114403_initial.up,
    down: migration_20261122_114403_initial.down,
    name: '20261122_114403_initial'
  },
];
