import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layoutField } from '@/blocks'
import { type AdminTextKey, adminText } from '@/i18n/adminText'

describe('the layout blocks in the admin', () => {
  it('each have a picture of their own in public/, a group, a first line in every admin language and a row label', () => {
    const { blocks } = layoutField()
    const pictures = blocks.map((block) => {
      const thumbnail = block.admin?.images?.thumbnail
      return typeof thumbnail === 'object' ? thumbnail.url : (thumbnail ?? '')
    })
    expect(new Set(pictures).size).toBe(blocks.length)
    for (const picture of pictures) expect(existsSync(path.join('public', picture)), picture).toBe(true)
    for (const block of blocks) {
      expect(block.admin?.components?.Label).toBe('/features/admin/BlockRowLabel#BlockRowLabel')
      expect(Object.keys(block.admin?.group ?? {})).toEqual(['hr', 'sl', 'en'])
      for (const language of ['hr', 'sl', 'en']) {
        expect(adminText(language, `description.block.${block.slug}` as AdminTextKey)).toBeTruthy()
      }
    }
  })
})
