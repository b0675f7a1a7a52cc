import { describe, expect, it } from 'vitest'
import { mapOutlines } from '@/features/company/mapOutlines'
import { projectOnMap } from '@/features/company/mapProjection'
import { locations } from '@/seed/content/company'

type Point = { x: number; y: number }

/**
 * The rings of an outline's path as absolute points: each subpath is `M x y l dx dy dx dy … z`, its first point
 * then every step from the point before, as scripts/map-outlines.mjs writes them.
 */
function rings(d: string): Point[][] {
  return [...d.matchAll(/M([^Mz]*)z/g)].map(([, ring]) => {
    const numbers = (ring?.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number)
    const points: Point[] = []
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const previous = points.at(-1) ?? { x: 0, y: 0 }
      points.push({ x: previous.x + (numbers[index] ?? 0), y: previous.y + (numbers[index + 1] ?? 0) })
    }
    return points
  })
}

/** Even-odd rule over every ring of the outline. */
function inside(point: Point, d: string): boolean {
  let crossings = 0
  for (const ring of rings(d)) {
    ring.forEach((a, index) => {
      const b = ring[(index + 1) % ring.length] ?? a
      if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
        crossings += 1
      }
    })
  }
  return crossings % 2 === 1
}

const countryOf = { cro: 'HR', slo: 'SI', bih: 'BA' } as const

describe('the locations map', () => {
  it('puts each demo location inside the outline of its own country, and only there', () => {
    for (const location of locations) {
      const pin = projectOnMap(location.longitude, location.latitude)
      const containing = mapOutlines.countries.filter(({ d }) => inside(pin, d)).map(({ code }) => code)
      expect({ city: location.city, containing }).toEqual({
        city: location.city,
        containing: [countryOf[location.market]],
      })
    }
  })

  it('draws the three countries within its frame', () => {
    const [, , width, height] = mapOutlines.viewBox.split(' ').map(Number)
    for (const { d } of mapOutlines.countries) {
      for (const point of rings(d).flat()) {
        expect(point.x).toBeGreaterThanOrEqual(0)
        expect(point.y).toBeGreaterThanOrEqual(0)
        expect(point.x).toBeLessThanOrEqual(width ?? 0)
        expect(point.y).toBeLessThanOrEqual(height ?? 0)
      }
    }
  })
})
