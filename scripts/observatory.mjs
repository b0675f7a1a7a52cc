// `npm run observatory`: grades a running server with Mozilla's HTTP Observatory scanner
// (@mdn/mdn-http-observatory, run offline) behind a local TLS front that adds no header of its own.
// Start the server first as a proxy would see it: `TRUSTED_PROXIES=1 npm start` (the front passes the
// scheme in X-Forwarded-Proto, as a real one does). Needs port 443 free: the scanner only scans it.
// OBSERVATORY_APP is the server's address (default http://localhost:$PORT). Exits 1 below A+ (100).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'

const app = new URL(process.env.OBSERVATORY_APP || `http://localhost:${process.env.PORT || 3029}`)
const folder = mkdtempSync(path.join(tmpdir(), 'observatory-'))
const key = path.join(folder, 'key.pem')
const cert = path.join(folder, 'cert.pem')
execFileSync(
  'openssl',
  ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]),
  { stdio: 'ignore' },
)

// The scanner's install step downloads Chromium's HSTS preload list; offline, no site is preloaded.
const preloadList = path.resolve('node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json')
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}')

/** Passes each request to the app unchanged but for the proxy headers, and its answer back as it is. */
const front = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (incoming, outgoing) => {
  const headers = {
    ...incoming.headers,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': incoming.socket.remoteAddress,
  }
  const upstream = httpRequest(
    { host: app.hostname, port: app.port, path: incoming.url, method: incoming.method, headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(outgoing)
    },
  )
  upstream.on('error', () => outgoing.writeHead(502).end())
  incoming.pipe(upstream)
})
await new Promise((resolve) => front.listen(443, 'localhost', resolve))

const scanner = `import { scan } from '@mdn/mdn-http-observatory'
const { scan: result, tests } = await scan('localhost')
const failed = Object.values(tests).filter((test) => !test.pass).map((test) => test.name + ': ' + test.result)
console.log(JSON.stringify({ grade: result.grade, score: result.score, failed }))`
// The scanner checks certificates: it runs in a process that trusts the front's.
const child = spawn(process.execPath, ['--input-type=module', '-e', scanner], {
  env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
})
const scan = { stdout: '', stderr: '', status: 0 }
child.stdout.on('data', (chunk) => (scan.stdout += chunk))
child.stderr.on('data', (chunk) => (scan.stderr += chunk))
scan.status = await new Promise((resolve) => child.on('exit', resolve))
front.close()
if (scan.status !== 0) {
  console.error(scan.stderr)
  process.exit(1)
}
const { grade, score, failed } = JSON.parse(scan.stdout.trim().split('\n').at(-1))
console.log(`Observatory grade ${grade}, score ${score}/100`)
for (const line of failed) console.log(`  not passed: ${line}`)
process.exit(score >= 100 ? 0 : 1)
