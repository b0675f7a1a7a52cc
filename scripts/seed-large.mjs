// `npm run seed:large`: applies the migrations, writes the demo content into an empty database, then adds
// 20,000 news items and events, 500 pages and 2,000 images (src/seed/large.ts) for measurements at scale.
import { run } from './lib/run.mjs'

await run('tsx', ['src/seed/runLarge.ts'])
