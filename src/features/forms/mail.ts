export type { ComposedMail } from '@/lib/cms/mailOutbox'

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every character with a meaning in HTML, as an entity: a visitor's text is shown, never interpreted. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/** Header values carry no line breaks, whatever reached this far. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim()
}

/** A visitor's multi-line text as escaped HTML with its line breaks kept. */
export function multiLineHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>')
}
