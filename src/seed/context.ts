import type { Payload, RequestContext } from 'payload'
import type { SeedLanguage } from './languages'

/**
 * Seed writes skip cache revalidation (they run outside Next.js) and the search index, which the seed
 * builds once at its end instead of after every single write.
 */
export const context: RequestContext = { disableRevalidate: true, skipSearchIndex: true }

type UploadCollection = 'media' | 'documents'

/** Uploads a generated file with a text in each of the languages (alt text or title), the first one on upload. */
export async function uploadLocalized(
  payload: Payload,
  collection: UploadCollection,
  file: { name: string; data: Buffer; mimetype: string },
  languages: SeedLanguage[],
  dataIn: (language: SeedLanguage) => Record<string, string>,
): Promise<number> {
  const [first = 'hr', ...others] = languages
  const created = await payload.create({
    collection,
    data: dataIn(first) as never,
    file: { ...file, size: file.data.length },
    locale: first,
    context,
  })
  for (const language of others) {
    await payload.update({ collection, id: created.id, data: dataIn(language) as never, locale: language, context })
  }
  return created.id
}
