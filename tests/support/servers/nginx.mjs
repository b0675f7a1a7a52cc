import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from './freePort.mjs'

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx'
export const brotliModulePath = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'
const template = path.resolve('deploy', 'nginx', 'site.conf.template')

/** deploy/nginx/site.conf.template with its `${NAME}` values filled in, as envsubst would; a missing one throws. */
function renderSiteConfig(values) {
  return readFileSync(template, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`deploy/nginx/site.conf.template: no value for ${name}`)
    return String(values[name])
  })
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
  })

/**
 * Debian's nginx with the project's configuration (deploy/nginx) in front of `upstream` (host:port), on free
 * ports of this machine, with a self-signed certificate for localhost made for this run. Everything it
 * writes lives in a temporary folder that `stop()` deletes.
 *
 * With `staticFiles` (name → content) the same nginx also serves those files from disk over the same TLS, at
 * `staticUrl`: what nginx does with a file of a page's size, the measure of what the front cache adds (npm run bench).
 *
 * @param {{ upstream: string, staticFiles?: Record<string, string | Buffer> }} options
 * @returns {Promise<{ url: string, httpUrl: string, staticUrl: string, stop: () => Promise<void> }>} `url` is the HTTPS address
 */
export async function startNginx({ upstream, staticFiles = {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  // The workers run as an unprivileged user when nginx starts as root: they must reach the cache folder.
  chmodSync(dir, 0o755)
  const [httpsPort, httpPort, staticPort] = [await freePort(), await freePort(), await freePort()]
  const certificate = path.join(dir, 'localhost.crt')
  const key = path.join(dir, 'localhost.key')
  const selfSigned =
    'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost'
  execFileSync('openssl', [...selfSigned.split(' '), '-keyout', key, '-out', certificate], { stdio: 'ignore' })
  mkdirSync(path.join(dir, 'temp'))
  const site = renderSiteConfig({
    CACHE_DIR: path.join(dir, 'cache'),
    UPSTREAM: upstream,
    SERVER_NAME: 'localhost',
    HTTP_PORT: httpPort,
    HTTPS_PORT: httpsPort,
    TLS_CERTIFICATE: certificate,
    TLS_CERTIFICATE_KEY: key,
  })
  const staticRoot = path.join(dir, 'static')
  mkdirSync(staticRoot)
  for (const [name, content] of Object.entries(staticFiles)) writeFileSync(path.join(staticRoot, name), content)
  writeFileSync(
    path.join(dir, 'site.conf'),
    [
      site,
      `server { listen ${staticPort} ssl http2; ssl_certificate ${certificate}; ssl_certificate_key ${key}; root ${staticRoot}; }`,
    ].join('\n'),
  )
  const temp = path.join(dir, 'temp')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // The Brotli filter deploy/nginx uses (Debian's libnginx-mod-http-brotli-filter; its own nginx.conf loads it
      // from modules-enabled, whose paths are relative to the prefix this instance replaces).
      `load_module ${brotliModulePath};`,
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  )
  chmodSync(temp, 0o777)
  const child = spawn(nginxPath, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  for (let waited = 0; !(await listening(httpsPort)); waited += 100) {
    if (child.exitCode !== null || waited > 10_000) {
      await stop()
      throw new Error(`nginx did not start: ${errors.slice(-2000)}`)
    }
    await sleep(100)
  }
  return {
    url: `https://localhost:${httpsPort}`,
    httpUrl: `http://localhost:${httpPort}`,
    staticUrl: `https://localhost:${staticPort}`,
    stop,
  }
}
