import type { Block } from 'payload'
import { imageField } from '@/fields/image'

export const MediaWithCaptionBlock: Block = {
  slug: 'mediaWithCaption',
  interfaceName: 'MediaWithCaptionBlock',
  fields: [imageField({ name: 'media', required: true }), { name: 'caption', type: 'text' }],
}
