import type { Payload } from 'payload'
import type { Localized } from './content/types'
import { context, type Language, uploadLocalized } from './context'

export function uploadImage(
  payload: Payload,
  file: { name: string; data: Buffer; mimetype: string },
  alt: Localized<string>,
): Promise<number> {
  return uploadLocalized(payload, 'media', file, (language) => ({ alt: alt[language] }))
}

export async function createLocalized<Data extends object>(
  payload: Payload,
  collection: 'screens' | 'news-categories' | 'contact-directory',
  dataIn: (language: Language) => Data,
) {
  const created = await payload.create({ collection, data: dataIn('hr') as never, locale: 'hr', context })
  await payload.update({ collection, id: created.id, data: dataIn('en') as never, locale: 'en', context })
  return created.id
}
