/** Logos drawn here as SVG, so the seed never downloads an image. */

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )
}

export function companyLogo(name: string): Buffer {
  return svg(
    220,
    48,
    `<rect x="0" y="4" width="40" height="40" rx="10" fill="#0b5a68"/>
     <path d="M16 12h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="#fff"/>
     <text x="50" y="32" font-family="Source Sans 3, Arial, sans-serif" font-size="22" font-weight="700" fill="#0a4854">${name}</text>`,
  )
}

export function partnerLogo(name: string, colour: string): Buffer {
  return svg(
    160,
    48,
    `<rect width="160" height="48" rx="8" fill="#fff"/>
     <circle cx="24" cy="24" r="14" fill="${colour}"/>
     <text x="46" y="30" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#1b2733">${name}</text>`,
  )
}
