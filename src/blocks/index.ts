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

/** The blocks an editor composes pages and screens from, by their group in the chooser: like blocks stand together. */
const blocksByGroup = {
  text: [HeroBlock, RichTextBlock, FiguresBlock, MediaWithCaptionBlock],
  links: [ChildPagesBlock, CallToActionBlock, BrandLogosBlock],
  company: [TimelineBlock, LocationsBlock, CertificatesBlock, MembershipsBlock, DistributorsBlock],
} satisfies Record<string, Block[]>
type BlockGroup = keyof typeof blocksByGroup

/**
 * In the admin each block has a picture of its own in the block chooser (`public/block-previews`; its label says
 * the rest, so the picture's alt is empty), a group there, a first line that says what it shows on the page, and a
 * row label that says what it holds.
 */
const inAdmin = (block: Block, group: BlockGroup): Block => ({
  ...block,
  admin: {
    ...block.admin,
    group: adminLabel(`blockGroup.${group}`),
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

/** The blocks of a page or screen; each language has its own layout. */
export const layoutField = (): BlocksField => ({
  name: 'layout',
  type: 'blocks',
  localized: true,
  // The add button says "Dodaj blok", not Payload's "Dodaj Layout" from the field's name.
  labels: { singular: adminLabel('layout.block'), plural: adminLabel('layout.blocks') },
  blocks: (Object.keys(blocksByGroup) as BlockGroup[]).flatMap((group) =>
    blocksByGroup[group].map((block) => inAdmin(block, group)),
  ),
})
