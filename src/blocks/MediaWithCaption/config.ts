import type { Block } from 'payload'

export const MediaWithCaptionBlock: Block = {
  slug: 'mediaWithCaption',
  interfaceName: 'MediaWithCaptionBlock',
  labels: { singular: 'Image with caption', plural: 'Images with caption' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
  ],
}
