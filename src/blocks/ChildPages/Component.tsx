import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { localizedPath } from '@/i18n/paths'
import { getChildPages } from '@/lib/cms/pages'
import { requestContext } from '@/lib/request/context'
import type { ChildPagesBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function ChildPagesBlockComponent({ block, context }: { block: ChildPagesBlock; context: BlockContext }) {
  if (context.pageId === undefined) return null
  const [children, t] = await Promise.all([
    getChildPages(requestContext().market.id, context.locale, context.pageId),
    getTranslations({ locale: context.locale, namespace: 'Content' }),
  ])
  if (children.length === 0) return null
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6">
      {block.heading && <h2 className="mb-6 text-2xl font-bold text-brand-900">{block.heading}</h2>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {children.map((child) => (
          <li key={child.id} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-brand-900">{child.title}</h3>
            {child.lead && <p className="mt-2 flex-1 text-muted">{child.lead}</p>}
            <SiteLink
              href={localizedPath(context.locale, child.path ?? '/')}
              className="mt-4 font-semibold text-brand-700 underline"
            >
              {t('readMore')}
              <span className="sr-only">: {child.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
