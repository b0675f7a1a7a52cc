import type { Payload } from 'payload'
import { context } from './context'
import type { SeedLanguage } from './languages'

/** Creates a document in Croatian and writes it in each other language of the list. */
export async function createLocalized<Data extends object>(
  payload: Payload,
  collection: 'screens' | 'news-categories' | 'contact-directory',
  languages: SeedLanguage[],
  dataIn: (language: SeedLanguage) => Data,
) {
  const created = await payload.create({ collection, data: dataIn('hr') as never, locale: 'hr', context })
  for (const language of languages.filter((other) => other !== 'hr')) {
    await payload.update({ collection, id: created.id, data: dataIn(language) as never, locale: language, context })
  }
  return created.id
}
