import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  type ImportGraph,
  layerOf,
  layers,
  readImportGraph,
  sourceFiles,
  treeFiles,
} from './support/importGraph'

const graph: ImportGraph = readImportGraph()

/**
 * The imports that run up a layer, each with why no lower place can do (at most three in the whole tree).
 */
const upwardImports: Record<string, string> = {
  // A background job (a scheduled publish) expires a cache tag where Next refuses `revalidateTag`: through the
  // cache handler Next loads, its documented interface.
  // The account screen's hook counts wrong current passwords in the staff login's throttle: the same store, shared
  // by every instance, and the same keys that hold no e-mail (a count per account of its own).
  'src/collections/hooks/accountChanges.ts → src/features/staffLogin/processThrottle.ts': 'the login throttle’s store',
  'src/collections/hooks/revalidate.ts → next-cache-handler.mjs': 'the cache handler is the only way in',
}

describe('the layers', () => {
  it('place every source file of the tree in a layer', () => {
    expect(treeFiles().filter((file) => layerOf(file) === undefined)).toEqual([])
  })

  it('are imported downward only: tooling → entry points → app → features → components → data access → config → markets and i18n → server runtime', () => {
    const rank = (file: string) => layers.findIndex((layer) => layer.name === layerOf(file))
    const upward = graph.flatMap(({ from, to }) =>
      to.filter((target) => rank(target) < rank(from)).map((target) => `${from} → ${target}`),
    )
    expect(upward).toEqual(Object.keys(upwardImports))
    expect(upward.length).toBeLessThanOrEqual(3)
  })

  it('hold no import circle, type-only imports included', () => {
    expect(findCycles(graph)).toEqual([])
  })

  it('keep each registry on `globalThis` explained: why a module of its own cannot hold it', () => {
    // A comment just above the key names why: the module is bundled into several chunks, or loaded apart.
    const reason = /^\s*(\/\/|\*|\/\*\*).*(globalThis|bundle|apart)/m
    const unexplained = treeFiles()
      .filter((file) => !file.startsWith('tests/'))
      .flatMap((file) => {
        const lines = readFileSync(file, 'utf8').split('\n')
        return lines.flatMap((line, index) =>
          line.includes("Symbol.for('medical-wholesaler.") &&
          !reason.test(lines.slice(Math.max(0, index - 8), index).join('\n'))
            ? [`${file}:${index + 1}`]
            : [],
        )
      })
    expect(unexplained).toEqual([])
  })
})

describe('the boundaries', () => {
  it('read process.env only in the settings module (and Next’s own runtime flags in instrumentation)', () => {
    const readers = sourceFiles().filter((file) => graph.find((node) => node.from === file)?.readsEnv)
    expect(readers).toEqual(['src/config/settings.ts', 'src/instrumentation.ts'])
  })

  it('reach Payload at run time only from data access, the CMS config, its own routes and the seed', () => {
    const allowed: string[] = layers.filter((layer) => layer.reachesPayload).map((layer) => layer.name)
    const reaching = graph
      .filter((node) => node.reachesPayload && !allowed.includes(layerOf(node.from) ?? ''))
      .map((node) => node.from)
      .filter((file) => !file.startsWith('src/app/(payload)/') && !file.startsWith('src/seed/'))
    expect(reaching).toEqual([])
  })

  it('import no framework’s private files (`next/dist`, `payload/dist`), anywhere in the tree', () => {
    const privatePath = /['"`](?:next|payload|@payloadcms\/[\w-]+)\/dist\//
    const rootFiles = readdirSync('.').filter((name) => /\.(?:m?js|ts)$/.test(name) && name !== 'next-env.d.ts')
    const importing = [...sourceFiles(), ...sourceFiles('tests'), ...sourceFiles('scripts'), ...sourceFiles('server')]
      .concat(rootFiles)
      .filter((file) => privatePath.test(readFileSync(file, 'utf8')))
    expect(importing).toEqual([])
  })

  it('keep every hand-written file under 250 lines, tests, scripts and the production server included', () => {
    const generated = /^src\/(seed\/content\/|migrations\/|payload-types\.ts|app\/\(payload\)\/admin\/importMap\.js)/
    const long = [...sourceFiles(), ...sourceFiles('tests'), ...sourceFiles('scripts'), ...sourceFiles('server')]
      .filter((file) => !generated.test(file))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 250)
      .map(({ file, lines }) => `${file} (${lines})`)
    expect(long).toEqual([])
  })
})

describe('the exports', () => {
  // Names Next.js and Payload look up by convention, not by import.
  const conventions = new Set([
    'GET',
    'POST',
    'PATCH',
    'PUT',
    'DELETE',
    'OPTIONS',
    'dynamic',
    'dynamicParams',
    'revalidate',
    'config',
  ])
  conventions.add('generateMetadata').add('generateStaticParams').add('viewport').add('metadata').add('register')
  conventions.add('up').add('down').add('onRouterTransitionStart').add('importMap')

  it('are each used by another file (no dead exports)', () => {
    const texts = new Map(
      [...sourceFiles(), ...sourceFiles('tests'), ...sourceFiles('scripts')].map((file) => [
        file,
        readFileSync(file, 'utf8'),
      ]),
    )
    const declared = /^export (?:async )?(?:const|function|type|class|interface) (\w+)/gm
    const dead = sourceFiles()
      .filter((file) => !/^src\/(migrations|payload-types\.ts)/.test(file))
      .flatMap((file) =>
        [...(texts.get(file) ?? '').matchAll(declared)]
          .map((match) => match[1] ?? '')
          .filter((name) => !conventions.has(name))
          .filter(
            (name) => ![...texts].some(([other, text]) => other !== file && new RegExp(`\\b${name}\\b`).test(text)),
          )
          .map((name) => `${file}: ${name}`),
      )
    expect(dead).toEqual([])
  })
})
