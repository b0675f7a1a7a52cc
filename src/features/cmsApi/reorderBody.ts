import { z } from 'zod'

const documentId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)])

/**
 * The body of Payload's drag-and-drop order endpoint (`POST /api/reorder`), as the admin sends it. Payload reads
 * `target.key` without checking that `target` is there, so a body without it would be a 500.
 */
export const reorderBody = z.object({
  collectionSlug: z.string(),
  orderableFieldName: z.string(),
  newKeyWillBe: z.enum(['greater', 'less']),
  docsToMove: z.array(documentId).min(1),
  target: z.object({ id: documentId, key: z.string().nullable().optional() }),
})
