import { fileTypeFromBuffer } from 'file-type'
import { cvKinds } from '@/collections/JobApplications/cvKinds'
import type { CheckedCv } from '@/lib/cms/submissions'
import { cvKindOf } from './cvFile'

/**
 * The CV's bytes and kind when its content is a PDF, DOCX or ODT both by the form's own check and by the type
 * detection Payload's upload check runs (`file-type`), so the store never refuses a file the endpoint took;
 * null otherwise.
 */
export async function checkedCv(file: Blob): Promise<CheckedCv | null> {
  const kind = await cvKindOf(file)
  if (!kind) return null
  const bytes = Buffer.from(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(bytes)
  return detected?.mime === cvKinds[kind] ? { bytes, kind } : null
}
