import type { CollectionConfig, CollectionSlug, Endpoint, PayloadRequest, TypedLocale } from 'payload'

/**
 * POST /api/{collection}/versions/:id (the admin's "Restore this version"). Payload's own restore writes every
 * language of the old version back, so restoring the Croatian text of last week also wiped the English text
 * written since (and its page went 404). This one restores the language being edited (`?locale=`) and the
 * fields no language owns, through the Local API's update with the staff member's access; the other
 * languages stay as they are. Collection endpoints come before Payload's defaults, so it takes the route.
 */
const restoreInEditedLanguage = (collection: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const locale = (req.locale ?? undefined) as TypedLocale | undefined
    const draft = req.searchParams.get('draft') === 'true'
    const found = await req.payload.findVersionByID({
      collection,
      id: String(req.routeParams?.id ?? ''),
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const parent = found.parent as unknown as number | { id: number }
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      ...restored
    } = found.version as unknown as Record<string, unknown>
    const doc = await req.payload.update({
      collection,
      id: typeof parent === 'object' ? parent.id : parent,
      locale,
      data: { ...restored, ...(draft ? { _status: 'draft' } : {}) },
      draft,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return Response.json({ ...doc, message: req.t('version:restoredSuccessfully') })
  },
})

/** A collection with versions restores them in the edited language only (above). */
export function withRestoreInEditedLanguage(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  const slug = collection.slug as CollectionSlug
  return { ...collection, endpoints: [restoreInEditedLanguage(slug), ...(collection.endpoints || [])] }
}
