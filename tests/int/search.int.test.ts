import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildSearchIndex } from '@/collections/SearchEntries/indexDocument'
import { searchPageSize, searchSite } from '@/lib/cms/search'
import { toLexical } from '@/seed/lexical'
import { startPayload } from './support/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

/** A published page with its Croatian title and text, and its title in the other languages given. */
async function createPage(
  titles: { hr: string; en?: string; bs?: string },
  text: string,
  markets = ['cro', 'slo', 'bih'],
) {
  const layout = [{ blockType: 'richText' as const, content: toLexical([{ type: 'p', text }]) }]
  const data = { title: titles.hr, slug: `s-${Math.random().toString(36).slice(2, 10)}`, layout, markets }
  const page = await payload.create({
    collection: 'pages',
    locale: 'hr',
    data: { ...data, markets: data.markets as ('cro' | 'slo' | 'bih')[], _status: 'published' },
    context: quiet,
  })
  for (const locale of ['en', 'bs'] as const) {
    const title = titles[locale]
    if (!title) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: { ...data, title, markets: data.markets as ('cro' | 'slo' | 'bih')[], _status: 'published' },
      context: quiet,
    })
  }
  return page
}

const titlesOf = async (market: 'cro' | 'slo' | 'bih', locale: 'hr' | 'en' | 'sl' | 'bs', query: string) =>
  (await searchSite(market, locale, query, 1)).hits.map((hit) => hit.title)

beforeAll(async () => {
  payload = await startPayload()
  await createPage({ hr: 'Događanja u 2026.', en: 'Events in 2026' }, 'Sajmovi i kongresi.')
  await createPage({ hr: 'Skladištenje lijekova' }, 'Sve o događanju na kojem smo predstavili skladište.')
  await createPage({ hr: 'Pravila kolačića', en: 'Cookie policy' }, 'Svi kolačići koje koristimo.')
  await createPage({ hr: 'Kliničke studije', en: 'Clinical trials' }, 'Studije faze I–IV.', ['cro'])
  await createPage({ hr: 'Stomatološki dani u Rijeci' }, 'Predavanja i radionice za stomatologe.')
  await createPage({ hr: 'Otvoren novi distribucijski centar u Dugopolju' }, 'Skladište za južnu Hrvatsku.')
  await createPage({ hr: 'Cetaphil' }, 'Nježno čišćenje osjetljive kože.')
  await createPage({ hr: 'Galderma' }, 'Dermatološki proizvodi za kožu.')
  await createPage({ hr: 'Dermatologija' }, 'Proizvodi tvrtke Galderma i Cetaphil u ljekarni.')
})

afterAll(async () => {
  await payload.destroy()
})

describe('the site search', () => {
  it('ignores case and the diacritics č ć š ž đ, and đ matches both d and dj', async () => {
    expect(await titlesOf('cro', 'hr', 'kolacici')).toEqual(['Pravila kolačića'])
    expect(await titlesOf('cro', 'hr', 'KOLAČIĆI')).toEqual(['Pravila kolačića'])
    expect(await titlesOf('cro', 'hr', 'skladistenje')).toEqual(['Skladištenje lijekova'])
    expect(await titlesOf('cro', 'hr', 'dogadjanja')).toContain('Događanja u 2026.')
    expect(await titlesOf('cro', 'hr', 'klinicke studije')).toEqual(['Kliničke studije'])
  })

  it('puts title matches before matches in the text', async () => {
    expect(await titlesOf('cro', 'hr', 'dogadanj')).toEqual(['Događanja u 2026.', 'Skladištenje lijekova'])
  })

  it('finds a word in another inflected form than the query’s', async () => {
    expect(await titlesOf('cro', 'hr', 'rijeka')).toEqual(['Stomatološki dani u Rijeci'])
    expect(await titlesOf('cro', 'hr', 'dugopolje')).toEqual(['Otvoren novi distribucijski centar u Dugopolju'])
    expect(await titlesOf('cro', 'hr', 'događaj')).toEqual(['Događanja u 2026.', 'Skladištenje lijekova'])
    expect(await titlesOf('cro', 'hr', 'ljekarna')).toEqual(await titlesOf('cro', 'hr', 'ljekarni'))
    expect(await titlesOf('cro', 'hr', 'ljekarna')).toEqual(['Dermatologija'])
  })

  it('finds a brand with a typo, after the exact matches, and a title that is the whole query first', async () => {
    expect(await titlesOf('cro', 'hr', 'cetafil')).toEqual(['Cetaphil', 'Dermatologija'])
    expect(await titlesOf('cro', 'hr', 'galdrema')).toEqual(['Galderma', 'Dermatologija'])
    expect(await titlesOf('cro', 'hr', 'galderma')).toEqual(['Galderma', 'Dermatologija'])
    // `Dermatologija` matches `dermatologija` exactly in its title; `Galderma`'s text has `Dermatološki`.
    expect(await titlesOf('cro', 'hr', 'dermatolog')).toEqual(['Dermatologija', 'Galderma'])
  })

  it('names each result’s kind and filters by it', async () => {
    const all = await searchSite('cro', 'hr', 'kolačići', 1)
    expect(all.hits.map((hit) => hit.kind)).toEqual(['page'])
    expect(all.kinds).toEqual({ page: 1, news: 0, 'job-posting': 0, document: 0 })
    const news = await searchSite('cro', 'hr', 'kolačići', 1, { kind: 'news' })
    expect([news.total, news.kinds.page]).toEqual([0, 1])
  })

  it('lets editors’ synonyms of a language stand for a word or a phrase of the query', async () => {
    await createPage({ hr: 'Prijava nuspojave' }, 'Obrazac za liječnike i ljekarnike.')
    expect(await titlesOf('cro', 'hr', 'neželjeni učinak')).toEqual([])
    expect(await titlesOf('cro', 'hr', 'cookies')).toEqual([])
    await payload.create({
      collection: 'search-synonyms',
      data: { title: 'Nuspojava', locale: 'hr', terms: ['nuspojava', 'neželjeni učinak'] },
    })
    await payload.create({
      collection: 'search-synonyms',
      data: { title: 'Kolačići', locale: 'hr', terms: ['kolačići', 'cookies'] },
    })
    expect(await titlesOf('cro', 'hr', 'Neželjeni učinak')).toEqual(['Prijava nuspojave'])
    expect(await titlesOf('cro', 'hr', 'cookies')).toEqual(['Pravila kolačića'])
    // Another language's synonyms do not apply.
    expect(await titlesOf('cro', 'en', 'cookies')).toEqual(['Cookie policy'])
  })

  it('finds only what the running market offers, in the visitor’s language', async () => {
    expect(await titlesOf('slo', 'hr', 'klinicke')).toEqual([])
    expect(await titlesOf('cro', 'en', 'clinical')).toEqual(['Clinical trials'])
    expect(await titlesOf('cro', 'en', 'skladistenje')).toEqual([])
  })

  it('shows a publish, a change and a removal at once', async () => {
    const page = await createPage({ hr: 'Veterina i zdravlje životinja' }, 'Cjepiva.')
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual(['Veterina i zdravlje životinja'])
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'hr',
      data: { title: 'Zdravlje životinja' },
      context: quiet,
    })
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual(['Zdravlje životinja'])
    // A draft changes nothing a visitor sees; unpublishing and deleting remove the page.
    const draft = { collection: 'pages', id: page.id, locale: 'hr', draft: true, context: quiet } as const
    await payload.update({ ...draft, data: { title: 'Nacrt o životinjama' } })
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual(['Zdravlje životinja'])
    await payload.update({ ...draft, draft: false, data: { _status: 'draft' } })
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual([])
    await payload.update({ ...draft, draft: false, data: { title: 'Zdravlje životinja', _status: 'published' } })
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual(['Zdravlje životinja'])
    await payload.delete({ collection: 'pages', id: page.id, context: quiet })
    expect(await titlesOf('cro', 'hr', 'zivotinja')).toEqual([])
  })

  it('pages its results', async () => {
    for (let index = 1; index <= searchPageSize + 2; index += 1) {
      // A page without Bosnian text is not offered to a Bosnian visitor: each has its Bosnian title.
      const title = `Servis uređaja ${String(index).padStart(2, '0')}`
      await createPage({ hr: title, bs: title }, 'Popravak.', ['bih'])
    }
    const first = await searchSite('bih', 'bs', 'uredaja', 1)
    expect([first.total, first.pageCount, first.hits.length]).toEqual([searchPageSize + 2, 2, searchPageSize])
    expect((await searchSite('bih', 'bs', 'uredaja', 2)).hits.map((hit) => hit.title)).toEqual([
      'Servis uređaja 11',
      'Servis uređaja 12',
    ])
  })

  it('is rebuilt whole from the published content, in bulk, with the entries the saves wrote one by one', async () => {
    const entries = async () => {
      const { docs } = await payload.find({ collection: 'search-entries', limit: 0, pagination: false, depth: 0 })
      return docs.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...entry }) => JSON.stringify(entry)).sort()
    }
    const written = await entries()
    expect(written.length).toBeGreaterThan(0)
    await payload.delete({ collection: 'search-entries', where: { id: { exists: true } } })
    expect(await titlesOf('cro', 'hr', 'kolacici')).toEqual([])
    await rebuildSearchIndex(payload)
    expect(await titlesOf('cro', 'hr', 'kolacici')).toEqual(['Pravila kolačića'])
    expect(await entries()).toEqual(written)
  })
})
