/**
 * The locations map's projection: equirectangular, its east–west scale true at 44.5° N (the middle of Croatia,
 * Slovenia and Bosnia and Herzegovina), 100 units to a degree of latitude, measured from the north-west corner
 * of the map's frame. The outlines (`mapOutlines.ts`, made by `scripts/map-outlines.mjs`) and the pins use it.
 */
const frame = { west: 13.2, north: 47, unitsPerDegree: 100, parallel: 44.5 }

export function projectOnMap(longitude: number, latitude: number): { x: number; y: number } {
  const eastWest = Math.cos((frame.parallel * Math.PI) / 180) * frame.unitsPerDegree
  return {
    x: Math.round((longitude - frame.west) * eastWest * 10) / 10,
    y: Math.round((frame.north - latitude) * frame.unitsPerDegree * 10) / 10,
  }
}
