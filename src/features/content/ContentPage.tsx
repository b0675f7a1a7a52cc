import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext, LayoutBlock } from '@/blocks/types'

type Props = {
  title: string
  lead?: string | null
  blocks?: LayoutBlock[] | null
  context: BlockContext
  children?: React.ReactNode
}

/** Title, lead and the editor's blocks; a page with neither blocks nor other content says so. */
export async function ContentPage({ title, lead, blocks, context, children }: Props) {
  const t = await getTranslations({ locale: context.locale, namespace: 'Content' })
  const hasBlocks = Boolean(blocks && blocks.length > 0)
  return (
    <article className="pb-8">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-3xl font-bold text-brand-900 md:text-5xl">{title}</h1>
          {lead && <p className="mt-4 max-w-3xl text-lg text-muted md:text-xl">{lead}</p>}
        </div>
      </header>
      {hasBlocks && blocks ? <RenderBlocks blocks={blocks} context={context} /> : null}
      {children}
      {!hasBlocks && !children && <p className="mx-auto max-w-7xl px-4 text-lg text-muted sm:px-6">{t('empty')}</p>}
    </article>
  )
}
