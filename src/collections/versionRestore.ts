import type { CollectionConfig, CollectionSlug, Endpoint, PayloadRequest, TypedLocale } from 'payload'

/**
 * The content language the staff member edits: the request's `?locale=`, else the one the admin keeps in their
 * preferences (the admin's restore button sends no locale; its screens read this preference too).
 */
async function editedLocale(req: PayloadRequest): Promise<TypedLocale | undefined> {
  const asked = req.searchParams.get('locale')
  if (asked) return asked as TypedLocale
  if (!req.user) return undefined
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: 'locale' } },
        { 'user.relationTo': { equals: req.user.collection } },
        { 'user.value': { equals: req.user.id } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
  })
  const preferred = docs[0]?.value
  return typeof preferred === 'string' ? (preferred as TypedLocale) : undefined
}

/**
 * POST /api/{collection}/versions/:id (the admin's "Restore this version"). Payload's own restore writes every
 * language of the old version back, so restoring the Croatian text of last week also wiped the English text
 * written since (and its page went 404). This one restores the language being edited (above) and the
 * fields no language owns, through the Local API's update with the staff member's access; the other
 * languages stay as they are. Collection endpoints come before Payload's defaults, so it takes the route.
 */
const restoreInEditedLanguage = (collection: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const locale = (await editedLocale(req)) ?? ((req.locale ?? undefined) as TypedLocale | undefined)
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
