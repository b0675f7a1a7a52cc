import { escapeXml } from '@/config/xmlText'

/** An XML element as data; `null` children and attributes are left out, so optional parts need no branches. */
export type XmlNode = {
  name: string
  attributes: Record<string, string | number | null | undefined>
  children: XmlChild[]
}
type XmlChild = XmlNode | string | null | undefined | false

export function el(
  name: string,
  attributes: XmlNode['attributes'] = {},
  ...children: (XmlChild | XmlChild[])[]
): XmlNode {
  return { name, attributes, children: children.flat() }
}

function render(node: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth)
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  const children = node.children.filter((child): child is XmlNode | string => Boolean(child))
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`
  if (children.every((child) => typeof child === 'string')) {
    return `${indent}<${node.name}${attributes}>${escapeXml(children.join(''))}</${node.name}>`
  }
  const inner = children.map((child) =>
    typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : render(child, depth + 1),
  )
  return `${indent}<${node.name}${attributes}>\n${inner.join('\n')}\n${indent}</${node.name}>`
}

/** A whole UTF-8 XML document. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`
}
