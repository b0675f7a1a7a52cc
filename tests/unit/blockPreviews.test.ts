import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layoutField } from '@/blocks'

describe('the layout blocks in the admin', () => {
  it('each have a picture of their own in public/, and the row label that says what they hold', () => {
    const { blocks } = layoutField()
    const pictures = blocks.map((block) => block.imageURL ?? '')
    expect(new Set(pictures).size).toBe(blocks.length)
    for (const picture of pictures) expect(existsSync(path.join('public', picture)), picture).toBe(true)
    for (const block of blocks) {
      expect(block.admin?.components?.Label).toBe('/features/admin/BlockRowLabel#BlockRowLabel')
    }
  })
})
