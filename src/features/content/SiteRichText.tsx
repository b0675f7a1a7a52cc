import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type React from 'react'
import { richTextWithFacts } from '@/collections/company/legalFacts'
import { MediaImage } from '@/components/media/MediaImage'
import { companyFacts } from '@/features/company/companyFacts'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { documentHref } from '@/lib/cms/links'
import { requestContext } from '@/lib/request/context'
import type { MarketId } from '@/markets'
import type { Media } from '@/payload-types'

type Props = { data: Parameters<typeof RichText>[0]['data']; locale: Locale; className?: string }
type DocumentRelation = { relationTo: string; value: number | { id: number } }

/** A link an editor made to a document: its address in this market and locale, or plain text when it has none. */
async function DocumentLink({
  doc,
  market,
  locale,
  newTab,
  children,
}: {
  doc: DocumentRelation
  market: MarketId
  locale: Locale
  newTab: boolean
  children: React.ReactNode
}) {
  const href = await documentHref(doc.relationTo, doc.value, market, locale)
  if (!href) return <>{children}</>
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

/**
 * Rich text as the site shows it: links to documents lead to their address in the current locale (Payload's
 * renderer would write `#`), and uploaded images and files are served from the site's own addresses.
 */
export async function SiteRichText({ data, locale, className }: Props) {
  const rules = requestContext().market
  const market = rules.id
  // A legal text names the market's own company, law, court and authority through placeholders (companyFacts.ts).
  const facts = await companyFacts(rules, locale)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: (args) => {
      const { node, nodesToJSX } = args
      const doc = node.fields.doc as DocumentRelation | null | undefined
      if (node.fields.linkType !== 'internal' || !doc) {
        return typeof defaultConverters.link === 'function' ? defaultConverters.link(args) : null
      }
      return (
        <DocumentLink doc={doc} market={market} locale={locale} newTab={Boolean(node.fields.newTab)}>
          {nodesToJSX({ nodes: node.children })}
        </DocumentLink>
      )
    },
    upload: ({ node }) => {
      if (node.relationTo === 'documents') {
        const id = typeof node.value === 'object' ? node.value.id : node.value
        return (
          <a href={`${screenHref('file', locale)}?id=${id}`}>
            {String((node.value as { title?: string }).title ?? id)}
          </a>
        )
      }
      const media = node.value as Media | number
      return typeof media === 'object' && media.mimeType?.startsWith('image/') ? (
        <MediaImage media={media} sizes="(min-width: 48rem) 48rem, 100vw" className="h-auto w-full rounded-lg" />
      ) : null
    },
  })
  return <RichText data={richTextWithFacts(data, facts)} converters={converters} className={className} />
}
