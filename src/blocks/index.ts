import type { Block, BlocksField } from 'payload'
import { adminLabel } from '@/i18n/adminText'
import { BrandLogosBlock } from './BrandLogos/config'
import { CallToActionBlock } from './CallToAction/config'
import { CertificatesBlock } from './Certificates/config'
import { ChildPagesBlock } from './ChildPages/config'
import { DistributorsBlock } from './Distributors/config'
import { FiguresBlock } from './Figures/config'
import { HeroBlock } from './Hero/config'
import { LocationsBlock } from './Locations/config'
import { MediaWithCaptionBlock } from './MediaWithCaption/config'
import { MembershipsBlock } from './Memberships/config'
import { RichTextBlock } from './RichText/config'
import { TimelineBlock } from './Timeline/config'

/** The chooser's groups, so that like blocks stand together. */
const groupOfBlock: Record<string, 'text' | 'links' | 'company'> = {
  hero: 'text',
  richText: 'text',
  mediaWithCaption: 'text',
  figures: 'text',
  callToAction: 'links',
  childPages: 'links',
  brandLogos: 'links',
  timeline: 'company',
  locations: 'company',
  certificates: 'company',
  memberships: 'company',
  distributors: 'company',
}

/**
 * In the admin each block has a picture of its own in the block chooser (`public/block-previews`; its label says
 * the rest, so the picture's alt is empty), a group there, a first line that says what it shows on the page, and a
 * row label that says what it holds.
 */
const inAdmin = (block: Block): Block => ({
  ...block,
  admin: {
    ...block.admin,
    group: adminLabel(`blockGroup.${groupOfBlock[block.slug] ?? 'text'}`),
    images: { thumbnail: { url: `/block-previews/${block.slug}.svg`, alt: '' } },
    components: { ...block.admin?.components, Label: '/features/admin/BlockRowLabel#BlockRowLabel' },
  },
  fields: [
    {
      name: 'about',
      type: 'ui',
      admin: {
        components: {
          Field: { path: '/features/admin/BlockDescription#BlockDescription', clientProps: { block: block.slug } },
        },
      },
    },
    ...block.fields,
  ],
})

/** The blocks an editor composes pages and screens from; each language has its own layout. */
export const layoutField = (): BlocksField => ({
  name: 'layout',
  type: 'blocks',
  localized: true,
  // The add button says "Dodaj blok", not Payload's "Dodaj Layout" from the field's name.
  labels: { singular: adminLabel('layout.block'), plural: adminLabel('layout.blocks') },
  blocks: [
    HeroBlock,
    RichTextBlock,
    FiguresBlock,
    ChildPagesBlock,
    CallToActionBlock,
    MediaWithCaptionBlock,
    BrandLogosBlock,
    TimelineBlock,
    LocationsBlock,
    CertificatesBlock,
    MembershipsBlock,
    DistributorsBlock,
  ].map(inAdmin),
})
