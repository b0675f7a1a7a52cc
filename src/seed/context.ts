import type { Payload, RequestContext } from 'payload'
import type { Localized } from './content/types'

/**
 * Seed writes skip cache revalidation (they run outside Next.js) and the search index, which the seed
 * builds once at its end instead of after every single write.
 */
export const context: RequestContext = { disableRevalidate: true, skipSearchIndex: true }
export type Language = keyof Localized<unknown>
export const languages: Language[] = ['hr', 'en']

type UploadCollection = 'media' | 'documents'

/** Uploads a generated file with a text per language (alt text or title). */
export async function uploadLocalized(
  payload: Payload,
  collection: UploadCollection,
  file: { name: string; data: Buffer; mimetype: string },
  dataIn: (language: Language) => Record<string, string>,
): Promise<number> {
  const created = await payload.create({
    collection,
    data: dataIn('hr') as never,
    file: { ...file, size: file.data.length },
    locale: 'hr',
    context,
  })
  await payload.update({ collection, id: created.id, data: dataIn('en') as never, locale: 'en', context })
  return created.id
}
