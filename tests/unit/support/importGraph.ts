import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The layers of the whole tree, top to bottom. A file may import from its own layer or any below it.
 * The first layer whose pattern matches a file holds it (a block's Component renders, its config configures).
 */
export const layers = [
  {
    // Tests and the developer's commands share the test servers (tests/support/servers) both ways.
    name: 'tooling',
    patterns: [/^tests\//, /^scripts\//, /^(playwright|vitest)\.config\.ts$/],
    reachesPayload: true,
  },
  {
    // What Node or Next.js loads by name: the production server, Next's config and its cache handler.
    name: 'entry points',
    patterns: [/^server\.mjs$/, /^next-cache-handler\.mjs$/, /^next\.config\.ts$/, /^postcss\.config\.mjs$/],
    // Next's config wraps itself in Payload's `withPayload`.
    reachesPayload: true,
  },
  {
    name: 'app',
    patterns: [
      /^src\/app\//,
      /^src\/server\//,
      /^src\/seed\//,
      /^src\/(proxy|instrumentation|instrumentation-client)\.ts$/,
    ],
    reachesPayload: false,
  },
  {
    name: 'features',
    patterns: [/^src\/features\//, /^src\/blocks\/RenderBlocks\.tsx$/, /^src\/blocks\/[^/]+\/Component\.tsx$/],
    reachesPayload: false,
  },
  { name: 'components', patterns: [/^src\/components\//], reachesPayload: false },
  { name: 'data access', patterns: [/^src\/lib\//], reachesPayload: true },
  {
    name: 'config',
    patterns: [
      /^src\/config\//,
      /^src\/(collections|globals|fields|access|blocks|migrations)\//,
      /^src\/payload\.config\.ts$/,
      /^src\/payload-types\.ts$/,
    ],
    reachesPayload: true,
  },
  { name: 'markets and i18n', patterns: [/^src\/(markets|i18n)\//], reachesPayload: false },
  {
    // Plain Node modules of the running server that the entry points and the app share (no framework, no app).
    name: 'server runtime',
    patterns: [/^server\//],
    reachesPayload: false,
  },
] as const

export function layerOf(file: string): string | undefined {
  return layers.find((layer) => layer.patterns.some((pattern) => pattern.test(file)))?.name
}

const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs']

/** Every source file under a folder (src/ unless named), as a path relative to the project. */
export function sourceFiles(folder = 'src'): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const full = path.posix.join(folder, name)
      if (statSync(full).isDirectory()) return sourceFiles(full)
      return sourceExtensions.includes(path.extname(name)) && !name.endsWith('.d.ts') ? [full] : []
    })
}

/** Every source file of the project: src/, the production server, scripts, tests and the root's own files. */
export function treeFiles(): string[] {
  const rootFiles = readdirSync('.')
    .sort()
    .filter((name) => sourceExtensions.includes(path.extname(name)) && !name.endsWith('.d.ts'))
  return [...sourceFiles(), ...sourceFiles('server'), ...sourceFiles('scripts'), ...sourceFiles('tests'), ...rootFiles]
}

export type ImportNode = {
  from: string
  /** The source files it imports, type-only imports included. */
  to: string[]
  readsEnv: boolean
  /** Imports Payload's runtime, its config or the data access client's Payload instance. */
  reachesPayload: boolean
  lines: number
}
export type ImportGraph = ImportNode[]

const specifiers =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const payloadRuntime = /^(payload|@payload-config|@payloadcms\/(next|db-[\w-]+|storage-[\w-]+|email-[\w-]+))(\/|$)/

function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier === '@payload-config') return 'src/payload.config.ts'
  if (specifier.startsWith('@/')) base = path.posix.join('src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  else return null
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => `${base}/index${ext}`),
  ]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null
}

/** The imports of every file of the project between its source files (not into node_modules, nor of JSON). */
export function readImportGraph(): ImportGraph {
  const files = new Set(treeFiles())
  return [...files].map((from) => {
    const text = readFileSync(from, 'utf8')
    const imports = [...text.matchAll(specifiers)].map((match) => ({
      specifier: match[1] ?? match[2] ?? '',
      typeOnly: /^(import|export)\s+type\s/.test(match[0]),
    }))
    const to = imports
      .map(({ specifier }) => resolve(from, specifier))
      .filter((target): target is string => target !== null && files.has(target) && target !== from)
    return {
      from,
      to: [...new Set(to)],
      readsEnv: /process\.env\b/.test(text),
      reachesPayload:
        /\bpayloadClient\(/.test(text) ||
        imports.some(({ specifier, typeOnly }) => !typeOnly && payloadRuntime.test(specifier)),
      lines: text.split('\n').length,
    }
  })
}

/** Every group of files that import each other in a circle (Tarjan's strongly connected components). */
export function findCycles(graph: ImportGraph): string[][] {
  const edges = new Map(graph.map((node) => [node.from, node.to]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    for (;;) {
      const member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
      if (member === file) break
    }
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file)
  return cycles
}
