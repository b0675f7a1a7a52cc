// `npm run size`: first-load JavaScript per route of the last build, gzip-compressed (the budget is 130 KiB
// for content pages), and as it travels to a browser that accepts Brotli (scripts/lib/firstLoadJs.mjs).
import { firstLoadJs, kib } from './lib/firstLoadJs.mjs'

console.log('route'.padEnd(48), 'first-load JS (KiB gzip)', ' (KiB Brotli)')
for (const { route, gzip, brotli } of firstLoadJs()) {
  console.log(route.padEnd(48), kib(gzip).padStart(8), kib(brotli).padStart(24))
}
