import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { requestFrom } from './support/fromAddress'
import { staffHeaders } from './support/staff'

/**
 * Property-based fuzzing of every public endpoint over HTTP, through the production server: for each,
 * at least 1,000 generated bad requests (seeded: a failure names its seed and path to replay it) must
 * answer below 500, with no stack trace or internal path in the body, and store nothing.
 */
const runsPerEndpoint = 1000
const seed = Number(process.env.FUZZ_SEED ?? 20261123)
const escaped = process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A stack frame, a source position, a package path or the server's own folder. */
const leaks = new RegExp(`\\n\\s+at \\S|node_modules/|\\.[jt]sx?:\\d+:\\d+|${escaped}`)

// Arbitrary JSON-ish values and raw bodies, from harmless to hostile.
const jsonValue = fc.jsonValue({ maxDepth: 4 })
const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '{',
    '[',
    '{"a":',
    '\u0000',
    '%',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
)
const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  hostileText,
)
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
)
// Form data as the application form sends it (boundary `x`), with hostile fields and files.
const multipartBody = fc
  .array(
    fc.tuple(
      fc.constantFrom('name', 'email', 'message', 'cv', 'posting', 'privacyAccepted', '\r\n'),
      hostileText,
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .map(
    (parts) =>
      `${parts
        .map(
          ([name, value, file]) =>
            `--x\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="cv.pdf"' : ''}\r\n\r\n${value}\r\n`,
        )
        .join('')}--x--\r\n`,
  )
// A lone surrogate cannot be percent-encoded: such a text goes as the replacement character.
const encoded = (text: string) => encodeURIComponent(text.toWellFormed())
// Escapes that do not decode, as a hand-typed or truncated address has them.
const brokenEscape = fc.constantFrom('%', '%E0', '%zz', '%C3%28', 'a%2', '%ED%A0%80')
const pathSegment = fc.oneof(fc.string({ maxLength: 40 }).map(encoded), hostileText.map(encoded), brokenEscape)

type Fuzzed = { method: string; path: string; contentType?: string; body?: string }

const restCollection = fc.constantFrom(
  'pages',
  'news',
  'media',
  'users',
  'contact-messages',
  'adverse-reaction-reports',
  'job-applications',
  'job-application-files',
)
// A list query: real field paths of every kind (id, relationship, date, select, text, versions'), every operator.
const queryField = fc.oneof(
  fc.constantFrom(
    'id',
    'parent',
    'categories',
    'publishedAt',
    'createdAt',
    '_status',
    'type',
    'title',
    'version.title',
  ),
  fc.string({ maxLength: 20 }).map(encoded),
)
const queryOperator = fc.constantFrom(
  ...['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'like', 'not_like', 'contains'],
  ...['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'near', 'within', 'intersects'],
)
const queryValue = fc.oneof(
  pathSegment,
  fc.constantFrom('1', '-1', '1.5', '99999999999', '1,abc', '', 'null', 'true', '2026-11-23', '1,2,3'),
)
const whereClause = fc
  .tuple(
    fc.constantFrom('', '[or][0]', '[and][1]'),
    queryField,
    queryOperator,
    fc.constantFrom('', '[x]', '[0]'),
    queryValue,
  )
  .map(([group, field, operator, nested, value]) => `where${group}[${field}][${operator}]${nested}=${value}`)
const restQuery = fc
  .tuple(fc.array(whereClause, { maxLength: 3 }), fc.constantFrom('limit', 'page', 'depth'), queryValue)
  .map(([clauses, paging, value]) => [...clauses, `${paging}=${value}`].join('&'))

/** A path word with some letters percent-escaped and some upper-cased: Payload's router reads it as the word. */
const spellings = [
  (letter: string) => letter,
  (letter: string) => `%${letter.charCodeAt(0).toString(16)}`,
  (letter: string) => letter.toUpperCase(),
]
const respelled = (word: string) =>
  fc
    .array(fc.nat(2), { minLength: word.length, maxLength: word.length })
    .map((ways) => [...word].map((letter, index) => spellings[ways[index] ?? 0]?.(letter)).join(''))
const respelledRoute = fc
  .tuple(restCollection.chain(respelled), fc.constantFrom('', 'versions', 'count', 'login', 'run').chain(respelled))
  .map(([collection, operation]) => `/api/${collection}${operation ? `/${operation}` : ''}`)

const endpoints: Record<string, fc.Arbitrary<Fuzzed>> = {
  'contact form': fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/api/contact?locale=en'),
    contentType,
    body,
  }),
  'report form': fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/api/reports?locale=hr'),
    contentType,
    body,
  }),
  'application form': fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/api/applications?locale=hr'),
    contentType,
    body: fc.oneof(body, multipartBody),
  }),
  'ALTCHA challenge': fc.record({
    method: fc.constantFrom('GET', 'POST'),
    path: pathSegment.map((query) => `/api/contact/challenge?${query}`),
  }),
  assets: fc.record({
    method: fc.constant('GET'),
    path: fc.tuple(pathSegment, pathSegment).map(([id, key]) => `/assets/${id || '1'}?key=${key}`),
  }),
  feeds: fc.record({ method: fc.constant('GET'), path: pathSegment.map((file) => `/feed/${file || 'x'}`) }),
  'Payload REST': fc.record({
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
    path: fc.oneof(
      fc
        .tuple(restCollection, pathSegment)
        .map(([collection, rest]) => `/api/${collection}/${rest}?where[${rest}][equals]=${rest}&depth=${rest}`),
      fc
        .tuple(restCollection, fc.constantFrom('', '/count', '/versions'), restQuery)
        .map(([collection, list, query]) => `/api/${collection}${list}?${query}`),
      fc
        .tuple(fc.constantFrom('media', 'documents', 'job-application-files'), pathSegment)
        .map(([collection, file]) => `/api/${collection}/file/${file || 'x'}`),
      fc.tuple(respelledRoute, fc.oneof(restQuery, pathSegment)).map(([route, query]) => `${route}?${query}`),
    ),
    contentType,
    body,
  }),
  'Payload GraphQL': fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/api/graphql'),
    contentType,
    body: fc.oneof(
      body,
      hostileText.map((text) => JSON.stringify({ query: `{ ${text} }` })),
    ),
  }),
}

/** Requests that once answered 500, tried first on every run besides the generated ones. */
const regressions: Record<string, Fuzzed[]> = {
  feeds: [{ method: 'GET', path: '/feed/Q%5C%25' }],
  'Payload REST': [
    { method: 'GET', path: '/api/news/abc' },
    { method: 'GET', path: '/api/pages/%27' },
    { method: 'GET', path: '/api/news?limit=1.5' },
    { method: 'GET', path: '/api/news?page=-1' },
    { method: 'GET', path: '/api/news?where[id][in]=abc' },
    { method: 'GET', path: '/api/news?where[publishedAt][equals]=abc' },
    { method: 'GET', path: '/api/documents/file/stari-katalog.pdf' },
    { method: 'GET', path: '/api/media/file/job-applications%2Fcv.pdf' },
    { method: 'GET', path: '/api/news/%E0' },
    { method: 'GET', path: '/api/media/file/%E0' },
    { method: 'GET', path: '/admin/%E0' },
    { method: 'GET', path: '/api/%6eews/abc' },
    { method: 'GET', path: '/api/%6eews?where[createdAt][equals]=x' },
  ],
  assets: [{ method: 'GET', path: '/assets/%E0' }],
}

async function storedCounts(request: Parameters<typeof staffHeaders>[0]) {
  const headers = await staffHeaders(request)
  const count = async (collection: string) =>
    ((await (await request.get(`/api/${collection}?limit=0`, { headers })).json()) as { totalDocs: number }).totalDocs
  return {
    contact: await count('contact-messages'),
    reports: await count('adverse-reaction-reports'),
    applications: await count('job-applications'),
    pages: await count('pages'),
    users: await count('users'),
  }
}

let address = 0
/** Each request from a loopback address of its own, so the rate limits let the bad input through. */
const nextAddress = () => {
  address += 1
  return `127.0.${2 + Math.floor(address / 250)}.${1 + (address % 250)}`
}

for (const [name, request] of Object.entries(endpoints)) {
  test(`${name}: ${runsPerEndpoint} generated bad requests, none answered 5xx or with a stack trace`, async ({
    request: api,
  }) => {
    test.setTimeout(240_000)
    const before = await storedCounts(api)
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, contentType: type, body: text }) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {}
        const answer = await requestFrom(nextAddress(), path, { method, headers, body: text })
        expect(answer.status, `${method} ${path}`).toBeLessThan(500)
        expect(answer.body).not.toMatch(leaks)
      }),
      { numRuns: runsPerEndpoint, seed, endOnFailure: true, examples: (regressions[name] ?? []).map((bad) => [bad]) },
    )
    expect(await storedCounts(api)).toEqual(before)
  })
}
