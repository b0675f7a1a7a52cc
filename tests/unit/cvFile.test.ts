import { describe, expect, it } from 'vitest'
import { cvKindOf } from '@/features/careers/cvFile'
import { cvFiles } from '../fixtures/cvFiles'

const kindOf = (bytes: Buffer) => cvKindOf(new Blob([new Uint8Array(bytes)]))

describe('a CV is known by its content, not its name', () => {
  it('knows a whole PDF, a Word document and an OpenDocument text', async () => {
    expect(await kindOf(cvFiles.pdf())).toBe('pdf')
    expect(await kindOf(cvFiles.docx())).toBe('docx')
    expect(await kindOf(cvFiles.odt())).toBe('odt')
  })

  it('refuses other zip documents, programs, text and damaged files', async () => {
    for (const bytes of [cvFiles.xlsx(), cvFiles.ods(), cvFiles.exe(), cvFiles.text(), Buffer.alloc(0)]) {
      expect(await kindOf(bytes)).toBeNull()
    }
    // A PDF without its trailer, a DOCX without its directory, a DOCX whose type entry is not deflate data.
    expect(await kindOf(cvFiles.pdf().subarray(0, 100))).toBeNull()
    const docx = cvFiles.docx()
    expect(await kindOf(docx.subarray(0, docx.length - 30))).toBeNull()
    const corrupt = Buffer.from(docx)
    corrupt.fill(0xff, 30 + '[Content_Types].xml'.length, 60 + '[Content_Types].xml'.length)
    expect(await kindOf(corrupt)).toBeNull()
  })
})
