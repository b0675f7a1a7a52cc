import { LinkList } from '@/components/content/LinkList'
import { listMemberships } from '@/lib/cms/company'
import type { MembershipsBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function MembershipsBlockComponent({
  block,
  context,
}: {
  block: MembershipsBlock
  context: BlockContext
}) {
  const memberships = await listMemberships(context.locale)
  return (
    <LinkList heading={block.heading} items={memberships.map(({ id, name, link }) => ({ id, text: name, link }))} />
  )
}
