import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/** One block of a layout, as editors compose them. */
export type LayoutBlock = NonNullable<Page['layout']>[number]

/** What a block's component knows of the page it is rendered on. */
export type BlockContext = { locale: Locale; pageId?: number }
