// `npm run build`: the production build that `npm start` serves (scripts/lib/run.mjs).
import { buildSite } from './lib/run.mjs'

await buildSite()
