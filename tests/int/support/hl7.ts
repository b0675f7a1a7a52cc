import { DOMParser, type Element } from '@xmldom/xmldom'

export const hl7Namespace = 'urn:hl7-org:v3'

/** Parses an XML message, failing on any well-formedness error or warning. */
export function parseXml(xml: string): Element {
  const problems: string[] = []
  const document = new DOMParser({
    onError: (level, message) => {
      problems.push(`${level}: ${message}`)
    },
  }).parseFromString(xml, 'application/xml')
  if (problems.length > 0 || !document.documentElement) throw new Error(`not well-formed: ${problems.join('; ')}`)
  return document.documentElement
}

/** Child elements in the HL7 namespace. */
export function children(parent: Element, name?: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === hl7Namespace &&
      (name === undefined || (node as Element).localName === name),
  )
}

/** Every element reached by a path of child names, `controlActProcess/subject/investigationEvent`. */
export function at(parent: Element, path: string): Element[] {
  return path.split('/').reduce<Element[]>((nodes, name) => nodes.flatMap((node) => children(node, name)), [parent])
}

export function one(parent: Element, path: string): Element {
  const found = at(parent, path)
  if (found.length !== 1) throw new Error(`${path}: ${found.length} elements`)
  return found[0] as Element
}

/** The E2B observation of a code (`.1.19`) among a parent's `outboundRelationship2`/`subjectOf2` observations. */
export function observationOf(observations: Element[], code: string): Element | undefined {
  return observations.find((node) => children(node, 'code')[0]?.getAttribute('code') === code)
}
