// An entry of Next's cache as it is stored in Redis (next-cache-handler.mjs): JSON in which Buffers and Maps (a
// page's RSC payload and segments) survive as tagged objects.

/** @param {string} _key @param {unknown} value */
function replacer(_key, value) {
  if (value instanceof Map) return { $map: [...value.entries()] }
  if (value && typeof value === 'object' && /** @type {{ type?: string }} */ (value).type === 'Buffer') {
    return { $buffer: Buffer.from(/** @type {{ data: number[] }} */ (value).data).toString('base64') }
  }
  return value
}

/** @param {string} _key @param {any} value */
function reviver(_key, value) {
  if (value && typeof value === 'object' && '$buffer' in value) return Buffer.from(value.$buffer, 'base64')
  if (value && typeof value === 'object' && '$map' in value) return new Map(value.$map)
  return value
}

/** @param {unknown} entry */
export const storedJson = (entry) => JSON.stringify(entry, replacer)

/** @param {string} stored */
export const parseStored = (stored) => JSON.parse(stored, reviver)
