import type { Payload } from 'payload'

type RestGet = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

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

/** Payload's REST GET route as Next calls it, with a staff member's token or none. */
export async function restClient(): Promise<(path: string, token?: string) => Promise<Response>> {
  const { default: config } = await import('@payload-config')
  const { REST_GET } = await import('@payloadcms/next/routes')
  const get: RestGet = REST_GET(config)
  return (path, token) =>
    get(new Request(`http://localhost/api/${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
      params: Promise.resolve({ slug: path.split('?')[0]?.split('/') ?? [] }),
    })
}
