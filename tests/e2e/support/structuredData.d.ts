// The two npm packages ship no types: what the careers test uses of them.

declare module '@marbec/web-auto-extractor' {
  /** The structured data of an HTML page, by format and then by type. */
  export type ExtractedData = {
    jsonld: Record<string, unknown[]>
    microdata: unknown
    rdfa: unknown
    metatags: unknown
  }
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): ExtractedData
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor'
  /** A problem Google's rich-result rules find: an error stops the rich result, a warning is a missing recommendation. */
  export type ValidationIssue = { severity: 'ERROR' | 'WARNING'; issueMessage: string; fieldNames: string[] }
  export default class Validator {
    /** Without schema.org's vocabulary (which would be downloaded) it checks Google's rules only. */
    constructor(schemaOrgJson?: unknown)
    validate(data: ExtractedData): Promise<ValidationIssue[]>
  }
}
