import type React from 'react'
import { BrandLogosBlockComponent } from './BrandLogos/Component'
import { CallToActionBlockComponent } from './CallToAction/Component'
import { CertificatesBlockComponent } from './Certificates/Component'
import { ChildPagesBlockComponent } from './ChildPages/Component'
import { DistributorsBlockComponent } from './Distributors/Component'
import { FiguresBlockComponent } from './Figures/Component'
import { HeroBlockComponent } from './Hero/Component'
import { LocationsBlockComponent } from './Locations/Component'
import { MediaWithCaptionBlockComponent } from './MediaWithCaption/Component'
import { MembershipsBlockComponent } from './Memberships/Component'
import { RichTextBlockComponent } from './RichText/Component'
import { TimelineBlockComponent } from './Timeline/Component'
import type { BlockContext, LayoutBlock } from './types'

type BlockComponents = {
  [Type in LayoutBlock['blockType']]: (props: {
    block: Extract<LayoutBlock, { blockType: Type }>
    context: BlockContext
  }) => React.ReactNode | Promise<React.ReactNode>
}

const blockComponents: BlockComponents = {
  hero: HeroBlockComponent,
  richText: RichTextBlockComponent,
  figures: FiguresBlockComponent,
  childPages: ChildPagesBlockComponent,
  callToAction: CallToActionBlockComponent,
  mediaWithCaption: MediaWithCaptionBlockComponent,
  brandLogos: BrandLogosBlockComponent,
  timeline: TimelineBlockComponent,
  locations: LocationsBlockComponent,
  certificates: CertificatesBlockComponent,
  memberships: MembershipsBlockComponent,
  distributors: DistributorsBlockComponent,
}

type AnyBlockComponent = (props: {
  block: LayoutBlock
  context: BlockContext
}) => React.ReactNode | Promise<React.ReactNode>

function renderBlock(block: LayoutBlock, context: BlockContext) {
  // The map above is checked per block type; here TypeScript cannot follow the union any more.
  const Component = blockComponents[block.blockType] as AnyBlockComponent
  return <Component block={block} context={context} />
}

export function RenderBlocks({ blocks, context }: { blocks: LayoutBlock[]; context: BlockContext }) {
  return (
    <div className="flex flex-col gap-12">
      {blocks.map((block, index) => (
        <div key={block.id ?? index}>{renderBlock(block, context)}</div>
      ))}
    </div>
  )
}
