import { type APIRequestContext, expect } from '@playwright/test'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => match[1] ?? [])

/** The addresses of the sitemap files the index at `${siteUrl}/sitemap.xml` names. */
export async function sitemapFiles(request: APIRequestContext, siteUrl: string): Promise<string[]> {
  const index = await request.get(`${siteUrl}/sitemap.xml`)
  expect(index.ok()).toBe(true)
  const body = await index.text()
  expect(body).toContain('<sitemapindex')
  return locs(body)
}

/** Every sitemap file of a market's index, one after the other: what the whole sitemap lists. */
export async function sitemapText(request: APIRequestContext, siteUrl: string): Promise<string> {
  const files = await sitemapFiles(request, siteUrl)
  const bodies = await Promise.all(files.map(async (file) => (await request.get(file)).text()))
  return bodies.join('\n')
}

/** Every address the market's sitemap files list. */
export async function sitemapAddresses(request: APIRequestContext, siteUrl: string): Promise<string[]> {
  return [...new Set(locs(await sitemapText(request, siteUrl)))]
}
