import type { SearchEntry } from '@/payload-types'

/** What a result is to a visitor, named on it and offered as a filter: a page, news, a job posting, a document. */
export const resultKinds = ['page', 'news', 'job-posting', 'document'] as const
export type ResultKind = (typeof resultKinds)[number]

/** The kind of each searched collection (fixed screens are pages to a visitor). */
export const kindOfSource: Record<SearchEntry['source'], ResultKind> = {
  pages: 'page',
  screens: 'page',
  news: 'news',
  'job-postings': 'job-posting',
  documents: 'document',
}

export function isResultKind(value: string | undefined): value is ResultKind {
  return (resultKinds as readonly (string | undefined)[]).includes(value)
}
