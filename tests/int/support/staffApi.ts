import type { Payload } from 'payload'

const password = 'correct-horse-battery-staple'

/** One staff account per role, logged in: their JWTs by role (the first account becomes an admin: list `admin` first). */
export async function staffTokens(payload: Payload, roles: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {}
  for (const role of roles) {
    const email = `${role}@demomedika.example`
    await payload.create({
      collection: 'users',
      data: { email, password, roles: [role] } as never,
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
  }
  return tokens
}

/** The path's segments as Next gives a catch-all route: each decoded, one that does not decode as it is. */
function routeSegments(path: string): string[] {
  return (path.split('?')[0] ?? '').split('/').map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
}

/**
 * The site's REST GET route (Payload's, with the site's wrappers) as Next calls it, with a staff member's token
 * or none. Imported on first use: the route's modules read the configuration when loaded.
 */
export async function restClient(): Promise<(path: string, token?: string) => Promise<Response>> {
  const { GET } = await import('@/app/(payload)/api/[...slug]/route')
  return (path, token) =>
    GET(new Request(`http://localhost/api/${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
      params: Promise.resolve({ slug: routeSegments(path) }),
    })
}
