// `npm run seed`: applies the migrations, then writes the demo content into an empty database.
import { seedDatabase } from './lib/run.mjs'

await seedDatabase()
