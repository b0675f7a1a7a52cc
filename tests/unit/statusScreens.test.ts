import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { statusScreenRewrite } from '@/features/statusScreens/route'
import { statusScreenHeader } from '../../server/statusScreenRoute.mjs'
import { statusScreens } from '../../server/statusScreens.mjs'

const emptyErrorDocument = Buffer.from('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
const screenPage = '<!DOCTYPE html><html lang="hr"><body><h1>Greška 404</h1></body></html>'

let server: Server | undefined
afterEach(() => server?.close())

/**
 * A stand-in for the production server: it answers the screen only to requests its own `statusScreens`
 * recognises, and records what each request asked for.
 */
async function startServer() {
  const asked: (string | null)[] = []
  const started = createServer((request, response) => {
    const kind = screens.requested(request)
    asked.push(kind)
    response.writeHead(kind ? 200 : 404, { 'Content-Type': 'text/html' })
    response.end(kind ? screenPage.replace('404', kind) : 'plain 404')
  })
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  const port = (started.address() as AddressInfo).port
  const screens = statusScreens(port)
  return { screens, asked, port }
}

describe('the complete status screens', () => {
  it('replace the empty error document of a 404 and of an error, asking this server with its token', async () => {
    const { screens, asked } = await startServer()
    expect(String(await screens.replacement('/ova-stranica?x=1', 404, emptyErrorDocument))).toContain('not-found')
    expect(String(await screens.replacement('/novosti-i-dogadanja/x', 500, emptyErrorDocument))).toContain('error')
    expect(asked).toEqual(['not-found', 'error'])
  })

  it('leave every other answer alone', async () => {
    const { screens, asked } = await startServer()
    expect(await screens.replacement('/', 200, emptyErrorDocument)).toBeNull()
    expect(await screens.replacement('/', 404, Buffer.from('<html lang="hr"><h1>Greška 404</h1></html>'))).toBeNull()
    expect(asked).toEqual([])
  })

  it('are not asked for by a client: a header without the token is no request for a screen', async () => {
    const { port } = await startServer()
    const forged = await fetch(`http://127.0.0.1:${port}/x`, { headers: { [statusScreenHeader]: 'not-found' } })
    expect(forged.status).toBe(404)
    const guessed = await fetch(`http://127.0.0.1:${port}/x`, {
      headers: { [statusScreenHeader]: `not-found ${'0'.repeat(48)}` },
    })
    expect(guessed.status).toBe(404)
  })

  it('keep Next’s document when the screen cannot be had', async () => {
    const { screens } = await startServer()
    server?.close()
    await new Promise((resolve) => server?.once('close', resolve))
    expect(await screens.replacement('/x', 404, emptyErrorDocument)).toBeNull()
  })
})

describe('the proxy', () => {
  it('routes the server’s request for a screen to its static page', () => {
    expect(statusScreenRewrite('/cro/hr/ova-stranica', 'not-found')).toBe('/cro/hr/status-screen/not-found')
    expect(statusScreenRewrite('/slo/en/news-and-events/x', 'error')).toBe('/slo/en/status-screen/error')
  })

  it('answers 404 to a visitor who asks for the screens’ folder, and leaves other paths alone', () => {
    expect(statusScreenRewrite('/cro/hr/status-screen/not-found', null)).toBe('/cro/hr/status-screen/unknown')
    expect(statusScreenRewrite('/cro/hr/status-screen/not-found', 'anything')).toBe('/cro/hr/status-screen/unknown')
    expect(statusScreenRewrite('/cro/hr/o-nama', null)).toBe('/cro/hr/o-nama')
  })
})
