import * as migration_20261122_112100_initial from './20261122_112100_initial';
import * as migration_20261122_122825_news_categories_covers_events from './20261122_122825_news_categories_covers_events';

export const migrations = [
  {
    up: migration_20261122_112100_initial.up,
    down: migration_20261122_112100_initial.down,
    name: '20261122_112100_initial',
  },
  {
    up: migration_20261122_122825_news_categories_covers_events.up,
    down: migration_20261122_122825_news_categories_covers_events.down,
    name: '20261122_122825_news_categories_covers_events'
  },
];
