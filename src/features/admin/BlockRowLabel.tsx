'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'
import { adminText, isAdminTextKey } from '@/i18n/adminText'

type BlockData = Record<string, unknown> & { blockType?: string }

/** The first text of a rich-text value (Lexical JSON), depth first. */
function firstText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  if (typeof text === 'string' && text.trim()) return text
  for (const child of [root, ...(Array.isArray(children) ? children : [])]) {
    const found = firstText(child)
    if (found) return found
  }
  return ''
}

/** What a block says first: its name, heading or title, else the first words of its text or caption. */
function summaryOf(data: BlockData): string {
  for (const key of ['blockName', 'heading', 'title', 'caption', 'text', 'linkLabel']) {
    const value = data[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return firstText(data.content)
}

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/**
 * A layout block's row, collapsed or open: its number, its kind in the admin language and what it says first
 * ("03 Tekst · Skladištimo lijekove na…"), so a page's twelve kinds of block can be told apart at a glance.
 */
export function BlockRowLabel() {
  const { data, rowNumber } = useRowLabel<BlockData>()
  const { i18n } = useTranslation()
  const key = `block.${data?.blockType ?? ''}`
  const kind = isAdminTextKey(key) ? adminText(i18n.language, key) : ''
  const summary = shorten(summaryOf(data ?? {}))
  return (
    <span>
      <strong>{String((rowNumber ?? 0) + 1).padStart(2, '0')}</strong> {kind}
      {summary ? ` · ${summary}` : ''}
    </span>
  )
}
