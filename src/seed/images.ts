import sharp from 'sharp'

/** Logos and news covers drawn here as SVG, so the seed never downloads an image. */

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

/**
 * A 16:9 cover illustration for a news item: a gradient with soft circles placed by `variant`, drawn
 * as SVG and rendered to JPEG (link previews do not show SVG).
 */
export async function newsCover([dark, light]: [string, string], variant: number): Promise<Buffer> {
  const circles = [0, 1, 2, 3]
    .map((index) => {
      const x = ((variant * 7 + index * 5) % 16) * 100
      const y = ((variant * 3 + index * 4) % 9) * 100
      const radius = 120 + ((variant + index) % 4) * 90
      return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="${0.08 + index * 0.04}"/>`
    })
    .join('')
  const image = svg(
    1600,
    900,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
       <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
     </linearGradient></defs>
     <rect width="1600" height="900" fill="url(#g)"/>${circles}
     <path d="M760 390h80v-80h80v80h80v80h-80v80h-80v-80h-80z" fill="#fff" fill-opacity="0.85"/>`,
  )
  // Drawn on a 1600 × 900 grid, rendered at 1280 × 720: enough for the article's 48rem column on a dense screen.
  return sharp(image, { density: 72 * 0.8 })
    .jpeg({ quality: 80 })
    .toBuffer()
}
