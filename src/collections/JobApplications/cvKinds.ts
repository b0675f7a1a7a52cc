/** The kinds of CV an application takes, by the type their content shows (`features/careers/cvFile.ts`). */
export const cvKinds = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const
export type CvKind = keyof typeof cvKinds

export const cvMimeTypes = Object.values(cvKinds)

/** The largest CV taken: 5 MB. */
export const maxCvBytes = 5 * 1024 * 1024
