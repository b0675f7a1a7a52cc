import type { SanitizedConfig } from 'payload'

type Params = Record<string, string>

/** Payload's rule for a request that asks to be read as a GET (its admin sends long queries so). */
const methodOverrideHeaders = ['x-payload-http-method-override', 'x-http-method-override']

/** The method Payload serves a request as: a POST that asks to be read as a GET is one. */
export function effectiveMethod(request: Request): string {
  const method = request.method.toLowerCase()
  const overridden = methodOverrideHeaders.some((name) => request.headers.get(name) === 'GET')
  return method === 'post' && overridden ? 'get' : method
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * An endpoint path (`/versions/:id`, `/access/:id?`) against a request's segments, as Payload's router
 * (path-to-regexp) reads it: literal segments compared without case, a parameter one whole non-empty
 * segment, an optional one only at the end.
 */
function matchPath(pattern: string, segments: readonly string[]): Params | null {
  const parts = pattern.split('/').filter(Boolean)
  if (segments.length > parts.length) return null
  const params: Params = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]
    if (!segment) {
      if (part.endsWith('?') && index === parts.length - 1) continue
      return null
    }
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = decoded(segment)
    else if (part.toLowerCase() !== segment.toLowerCase()) return null
  }
  return params
}

/** The endpoints of the collection or global a path under the API names, and the segments after its slug. */
function routeTable(config: SanitizedConfig, segments: readonly string[]) {
  const [first, second, ...rest] = segments
  if (first === 'globals') {
    const global = config.globals.find((entry) => entry.slug === second)
    return global && { endpoints: global.endpoints, segments: rest, customId: false }
  }
  const collection = config.collections.find((entry) => entry.slug === first)
  if (!collection) return undefined
  const customId = collection.flattenedFields.some((field) => field.name === 'id')
  return { endpoints: collection.endpoints, segments: segments.slice(1), customId }
}

/**
 * The document id a REST request names in its path, as Payload's router would hand it to the endpoint
 * (`/api/news/7`, `/api/pages/versions/7`, `/api/adverse-reaction-reports/7/e2b`), when that id is one of the database's
 * numbers; undefined when the request names none or the collection has ids of its own kind.
 */
export function requestedNumericId(config: SanitizedConfig, request: Request, routed: string): string | undefined {
  const pathname = routed.replace(/\/$/, '')
  if (config.db.defaultIDType !== 'number' || !pathname.startsWith(`${config.routes.api}/`)) return undefined
  const table = routeTable(config, pathname.slice(config.routes.api.length + 1).split('/'))
  if (!table?.endpoints || table.customId) return undefined
  const method = effectiveMethod(request)
  // Payload takes the first endpoint that matches: `/count` and `/me` come before `/:id`.
  for (const endpoint of table.endpoints) {
    const params = endpoint.method === method ? matchPath(endpoint.path, table.segments) : null
    if (params) return params.id
  }
  return undefined
}
