import * as migration_20261122_130618_initial from './20261122_130618_initial';

export const migrations = [
  {
    up: migration_20261122_130618_initial.up,
    down: migration_20261122_130618_initial.down,
    name: '20261122_130618_initial'
  },
];
