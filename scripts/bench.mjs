// `npm run bench`: load-tests a few pages of the running production build (start it first with
// `npm run demo` or `npm start`). Prints requests per second and latency percentiles; asserts nothing.
import autocannon from 'autocannon'

const base = process.env.BENCH_URL || `http://localhost:${process.env.PORT || 3029}`
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const duration = Number(process.env.BENCH_SECONDS || 10)
const paths = ['/', '/en', '/o-nama', '/sluzbe/veterina', '/en/departments/marketing/galderma', '/novosti-i-dogadanja']

console.log(`Load test of ${base}: ${connections} connections, ${duration} s per page\n`)
console.log('path'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8))
for (const path of paths) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration })
  console.log(
    path.padEnd(44),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx + result.errors).padStart(8),
  )
}
