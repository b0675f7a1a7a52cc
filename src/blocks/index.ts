import type { BlocksField } from 'payload'
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

/** The blocks an editor composes pages and screens from; each language has its own layout. */
export const layoutField = (): BlocksField => ({
  name: 'layout',
  type: 'blocks',
  localized: true,
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
  ],
})
