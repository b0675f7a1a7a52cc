import { LinkList } from '@/components/content/LinkList'
import { listDistributors } from '@/lib/cms/company'
import type { DistributorsBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function DistributorsBlockComponent({
  block,
  context,
}: {
  block: DistributorsBlock
  context: BlockContext
}) {
  const distributors = await listDistributors(context.locale)
  return <LinkList heading={block.heading} items={distributors} />
}
