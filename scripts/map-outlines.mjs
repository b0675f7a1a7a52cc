// `npx tsx scripts/map-outlines.mjs`: writes src/features/company/mapOutlines.ts, the outlines of Croatia,
// Slovenia and Bosnia and Herzegovina as SVG paths in the locations map's projection, from the npm package
// world-atlas (Natural Earth's 1:10m countries, public domain; the package's TopoJSON under the ISC licence).
// The site ships the written paths and loads no map data, tiles or script from anywhere at run time.
import { readFileSync, writeFileSync } from 'node:fs'
import { feature } from 'topojson-client'
import { projectOnMap } from '../src/features/company/mapProjection.ts'

const countries = [
  { id: '191', code: 'HR' },
  { id: '705', code: 'SI' },
  { id: '070', code: 'BA' },
]
/** A point closer than this to the last one kept adds nothing a reader can see at the map's size. */
const minStep = 1.8
/** Islands smaller than this (in square units) are left out. */
const minArea = 2

const topology = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8'))
const { version } = JSON.parse(readFileSync('node_modules/world-atlas/package.json', 'utf8'))
const features = feature(topology, topology.objects.countries).features

/** A coordinate in tenths of a unit, as SVG reads it in the fewest characters (`-.4`, `3`, `12.5`). */
const number = (/** @type {number} */ tenths) => String(tenths / 10).replace(/^(-?)0\./, '$1.')

/**
 * A ring as one SVG subpath: its first point, then each step from the point before (`l dx dy dx dy …`), which
 * takes about 40 % fewer characters than absolute points. The steps are taken between points rounded to a
 * tenth, so the outline is exactly the rounded one: no rounding error adds up along the ring.
 * @param {{ x: number, y: number }[]} points
 */
function relativePath(points) {
  const tenths = points.map(({ x, y }) => ({ x: Math.round(x * 10), y: Math.round(y * 10) }))
  const [first, ...rest] = tenths
  const steps = rest.map((point, index) => {
    const previous = tenths[index] ?? point
    const dy = number(point.y - previous.y)
    return `${number(point.x - previous.x)}${dy.startsWith('-') ? '' : ' '}${dy}`
  })
  const joined = steps.reduce((path, step) => (path && !step.startsWith('-') ? `${path} ${step}` : path + step), '')
  return `M${number(first.x)} ${number(first.y)}l${joined}z`
}

/** @param {number[][]} ring */
function ringPath(ring) {
  const kept = []
  for (const [longitude, latitude] of ring) {
    const point = projectOnMap(longitude, latitude)
    const last = kept.at(-1)
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= minStep) kept.push(point)
  }
  const area = kept.reduce((sum, point, index) => {
    const next = kept[(index + 1) % kept.length]
    return sum + point.x * next.y - next.x * point.y
  }, 0)
  if (kept.length < 3 || Math.abs(area / 2) < minArea) return null
  return kept
}

let width = 0
let height = 0
const outlines = countries.map(({ id, code }) => {
  const country = features.find((candidate) => candidate.id === id)
  if (!country) throw new Error(`world-atlas has no country ${id}`)
  const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates
  const rings = polygons.flatMap((polygon) => polygon.map(ringPath)).filter((points) => points !== null)
  for (const { x, y } of rings.flat()) {
    width = Math.max(width, x)
    height = Math.max(height, y)
  }
  return { code, d: rings.map(relativePath).join('') }
})

const margin = 10
const lines = [
  `// Written by scripts/map-outlines.mjs from world-atlas ${version} (countries-10m.json): Natural Earth 1:10m`,
  '// countries, public domain (naturalearthdata.com); world-atlas © Michael Bostock, ISC licence. Do not edit.',
  '',
  '/** The map frame and each country as one SVG path, in the projection of `mapProjection.ts`. */',
  'export const mapOutlines = {',
  `  viewBox: '0 0 ${Math.ceil(width + margin)} ${Math.ceil(height + margin)}',`,
  '  countries: [',
  ...outlines.map(({ code, d }) => `    { code: '${code}', d: '${d}' },`),
  '  ],',
  '} as const',
  '',
]
writeFileSync('src/features/company/mapOutlines.ts', lines.join('\n'))
console.log(`mapOutlines.ts: ${outlines.map(({ code, d }) => `${code} ${d.length} characters`).join(', ')}`)
