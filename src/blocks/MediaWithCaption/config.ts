import type { Block } from 'payload'

export const MediaWithCaptionBlock: Block = {
  slug: 'mediaWithCaption',
  interfaceName: 'MediaWithCaptionBlock',
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
  ],
}
