import { Section } from '@/components/content/Section'
import { SmartLink } from '@/components/content/SmartLink'
import { MediaImage } from '@/components/media/MediaImage'
import { resolveLink } from '@/lib/cms/links'
import { requestContext } from '@/lib/request/context'
import type { BrandLogosBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function BrandLogosBlockComponent({ block, context }: { block: BrandLogosBlock; context: BlockContext }) {
  const brands = await Promise.all(
    (block.brands ?? []).map(async (brand) => ({
      ...brand,
      href: await resolveLink(brand.link, requestContext().market.id, context.locale),
    })),
  )
  return (
    <Section heading={block.heading}>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand) => {
          const logo = <MediaImage media={brand.logo} sizes="200px" className="mx-auto h-16 w-auto" />
          return (
            <li
              key={brand.id ?? brand.name}
              className="flex items-center justify-center rounded-xl border border-slate-200 p-4"
            >
              {brand.href ? (
                <SmartLink link={brand.href} className="block">
                  {logo}
                  <span className="sr-only">{brand.name}</span>
                </SmartLink>
              ) : (
                logo
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
