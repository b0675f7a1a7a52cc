import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

let payload: Payload
let rest: RestRoute
let tokens: Record<string, string>
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await startPayload()
  const api = await import('@/app/(payload)/api/[...slug]/route')
  rest = (method, path, options) => restRoute(api, method, path, options)
  tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance'])
})

afterAll(async () => {
  await payload.destroy()
})

describe('restoring a version in the admin', () => {
  it('restores the language being edited and keeps the others as they are', async () => {
    const page = { markets: ['cro' as const], _status: 'published' as const }
    const first = await payload.create({
      collection: 'pages',
      data: { title: 'Servis', slug: 'servis', lead: 'Prvi uvod', ...page },
      locale: 'hr',
      context: quiet,
    })
    const { docs } = await payload.findVersions({ collection: 'pages', where: { parent: { equals: first.id } } })
    const original = docs[0]
    if (!original) throw new Error('no version')
    await payload.update({
      collection: 'pages',
      id: first.id,
      data: { title: 'Servis i održavanje', lead: 'Drugi uvod', ...page },
      locale: 'hr',
      context: quiet,
    })
    await payload.update({
      collection: 'pages',
      id: first.id,
      data: { title: 'Service', slug: 'service', lead: 'English lead', ...page },
      locale: 'en',
      context: quiet,
    })
    // Nobody but editors restores; then the Croatian text of the first version comes back, the English stays.
    const path = `pages/versions/${original.id}?locale=hr&depth=0`
    expect((await rest('POST', path, { token: tokens.pharmacovigilance })).status).toBe(403)
    const restored = await rest('POST', path, { token: tokens.editor })
    expect(restored.status).toBe(200)
    expect(((await restored.json()) as { message: string }).message).toBeTruthy()
    const read = (locale: 'hr' | 'en') =>
      payload.findByID({ collection: 'pages', id: first.id, locale, fallbackLocale: false })
    expect(await read('hr')).toMatchObject({ title: 'Servis', lead: 'Prvi uvod', _status: 'published' })
    expect(await read('en')).toMatchObject({ title: 'Service', slug: 'service', lead: 'English lead' })

    // The admin's restore button sends no locale: the content language kept in the editor's preferences counts.
    const english = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: first.id } },
      limit: 1,
    })
    await payload.update({
      collection: 'pages',
      id: first.id,
      data: { lead: 'Changed lead' },
      locale: 'en',
      context: quiet,
    })
    const editor = (await payload.find({ collection: 'users', where: { roles: { contains: 'editor' } } })).docs[0]
    // As the admin's locale menu stores it: one preference per staff member, written as that staff member.
    await payload.create({
      collection: 'payload-preferences',
      data: { key: 'locale', value: 'en', user: { relationTo: 'users', value: editor?.id ?? 0 } },
      user: editor,
    })
    const versionId = english.docs[0]?.id
    expect((await rest('POST', `pages/versions/${versionId}?draft=false`, { token: tokens.editor })).status).toBe(200)
    expect(await read('en')).toMatchObject({ title: 'Service', lead: 'English lead' })
    expect(await read('hr')).toMatchObject({ title: 'Servis', lead: 'Prvi uvod' })
  })
})
