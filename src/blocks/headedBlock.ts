import type { Block } from 'payload'

/**
 * A block that shows a whole collection (history, locations, certificates…) under an optional heading:
 * the editor places it, the data comes from its collection.
 */
export function headedBlock(slug: string, interfaceName: string, label: string): Block {
  return {
    slug,
    interfaceName,
    labels: { singular: label, plural: label },
    fields: [{ name: 'heading', type: 'text' }],
  }
}
