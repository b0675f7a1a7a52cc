import * as migration_20261122_112100_initial from './20261122_112100_initial';
import * as migration_20261122_113832_contact_form from './20261122_113832_contact_form';

export const migrations = [
  {
    up: migration_20261122_112100_initial.up,
    down: migration_20261122_112100_initial.down,
    name: '20261122_112100_initial',
  },
  {
    up: migration_20261122_113832_contact_form.up,
    down: migration_20261122_113832_contact_form.down,
    name: '20261122_113832_contact_form'
  },
];
