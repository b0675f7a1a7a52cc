import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

function savedLocale(locale: string | undefined): Locale | undefined {
  return locale && isLocale(locale) ? locale : undefined
}

function relationId(value: unknown): number | string | undefined {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : undefined
}

/** A page's path in the locale being saved: its parent's path plus its own slug. */
export const computePath: CollectionBeforeChangeHook<Page> = async ({ data, originalDoc, req }) => {
  const slug = data.slug ?? originalDoc?.slug
  const parentId = relationId('parent' in data ? data.parent : originalDoc?.parent)
  let parentPath = ''
  if (parentId !== undefined) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      locale: savedLocale(req.locale),
      depth: 0,
      draft: true,
      req,
    })
    parentPath = parent.path ?? ''
  }
  return { ...data, path: `${parentPath}/${slug}` }
}

/** When a page's path changes, its children's paths change with it. */
export const updateChildPaths: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  if (doc.path === previousDoc?.path) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    locale: savedLocale(req.locale),
    depth: 0,
    limit: 0,
    draft: true,
    req,
  })
  for (const child of children.docs) {
    await req.payload.update({ collection: 'pages', id: child.id, data: {}, locale: savedLocale(req.locale), req })
  }
  return doc
}
