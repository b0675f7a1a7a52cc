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

/**
 * In the admin each block has a picture of its own in the block chooser (`public/block-previews`) and a row
 * label that says what it holds.
 */
const inAdmin = (block: Block): Block => ({
  ...block,
  imageURL: `/block-previews/${block.slug}.svg`,
  admin: {
    ...block.admin,
    components: { ...block.admin?.components, Label: '/features/admin/BlockRowLabel#BlockRowLabel' },
  },
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
