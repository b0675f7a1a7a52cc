import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import { APIError, type Endpoint, NotFound, type PayloadHandler, type Plugin } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { searchResultAddress } from '@/collections/preview'
import { isPublicCollection, publicPaths } from '@/collections/publicPaths'
import { isDocumentId } from '@/config/documentId'
import { type AdminTextKey, adminText } from '@/i18n/adminText'

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The preview's address: where the document is published in the content locale, on the site of the market
 * that shows it (`SITE_URL_<MARKET>`). It is read from the saved document, since a path or slug being typed
 * is not an address yet (a page's path is made on saving), and the plugin asks once per form.
 */
const generateURL: GenerateURL = ({ collectionConfig, initialData, locale }) => {
  const slug = collectionConfig?.slug ?? ''
  if (!isPublicCollection(slug) || typeof initialData !== 'object' || initialData === null) return ''
  return searchResultAddress(publicPaths[slug], initialData, locale) ?? ''
}

/** Auto-generate fills the meta title with the page's title, and the description with its lead. */
const generateTitle: GenerateTitle = ({ doc }) => textOf(doc?.title)
const generateDescription: GenerateDescription = ({ doc }) => textOf(doc?.lead)

/** The plugin's texts that its Croatian and Slovenian translations get wrong or say awkwardly, from our dictionary. */
const correctedTexts: Record<string, AdminTextKey> = {
  almostThere: 'seo.almostThere',
  charactersToGo: 'seo.charactersToGo',
  charactersLeftOver: 'seo.charactersLeftOver',
}

const pluginTexts = (language: string) => ({
  'plugin-seo': Object.fromEntries(
    Object.entries(correctedTexts).map(([name, key]) => [name, adminText(language, key)]),
  ),
})

const parsedJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** The ids a generate request names: the document's, and the one in the form's data. */
function requestedIds(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null) return []
  const { id, doc } = body as { id?: unknown; doc?: unknown }
  const docId = typeof doc === 'object' && doc !== null ? (doc as { id?: unknown }).id : undefined
  return [id, docId].filter((value) => value !== undefined && value !== null)
}

/**
 * What the plugin's endpoints would answer with a 500 although the request is at fault is refused first, in
 * the staff member's admin language: a body that is not JSON (400), an id no document can have (404, as
 * the REST API answers it; PostgreSQL would fail on it).
 */
function refusingBadInput(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const body = parsedJson((await req.clone?.().text()) ?? '')
    if (!body.ok) throw new APIError(req.t('error:invalidRequestArgs', { args: 'body' }), 400, null, true)
    const ids = requestedIds(body.value)
    if (ids.some((id) => !['string', 'number'].includes(typeof id) || !isDocumentId(String(id)))) {
      throw new NotFound(req.t)
    }
    return handler(req)
  }
}

const guarded = (endpoint: Endpoint): Endpoint =>
  endpoint.path.startsWith('/plugin-seo/') ? { ...endpoint, handler: refusingBadInput(endpoint.handler) } : endpoint

/**
 * Payload's SEO plugin, for its endpoints behind the auto-generate buttons and the preview's address, and for
 * its admin texts. It would also add a `meta` group to each collection it serves; ours keep the SEO fields at
 * the top level, where they have always been stored (fields/seo.ts), so the collections are left as they were.
 */
export function searchEngineTools(): Plugin {
  const plugin = seoPlugin({
    collections: Object.keys(publicPaths),
    generateURL,
    generateTitle,
    generateDescription,
  })
  return async (config) => {
    const translations = deepMergeSimple(config.i18n?.translations ?? {}, {
      hr: pluginTexts('hr'),
      sl: pluginTexts('sl'),
      en: pluginTexts('en'),
    })
    const withPlugin = await plugin({ ...config, i18n: { ...config.i18n, translations } })
    return { ...withPlugin, collections: config.collections, endpoints: withPlugin.endpoints?.map(guarded) }
  }
}
