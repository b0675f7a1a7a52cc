/** Whether an Accept-Encoding header accepts `coding` (`br`, not `br;q=0`), as HTTP defines it. */
export function accepts(/** @type {string | undefined} */ acceptEncoding, /** @type {string} */ coding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((entry) => {
      const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
      if (name !== coding) return false
      const quality = parameters.find((parameter) => parameter.startsWith('q='))
      return quality === undefined || Number(quality.slice(2)) > 0
    })
}
