import { mapOutlines } from './mapOutlines'
import { projectOnMap } from './mapProjection'

type MapLocation = { id: number; city: string; address: string; latitude?: number | null; longitude?: number | null }

type Props = {
  locations: MapLocation[]
  /** The map's name, a hint on its use, and each country's name in the visitor's language. */
  texts: { label: string; hint: string; countries: Record<(typeof mapOutlines.countries)[number]['code'], string> }
  /** The id of a location's entry in the list beside the map. */
  entryId: (id: number) => string
}

const countryFill = { HR: 'fill-brand-100', SI: 'fill-slate-100', BA: 'fill-amber-50' } as const
/** Where each country's name stands on the map (in map units), clear of the pins of the demo locations. */
const countryLabelAt = { HR: { x: 265, y: 152 }, SI: { x: 110, y: 135 }, BA: { x: 330, y: 255 } } as const
/** A pin this close to the map's east edge has its name on its west side. */
const eastEdgeLabelRoom = 110

/**
 * The locations on an outline map of Croatia, Slovenia and Bosnia and Herzegovina, drawn on the server from
 * shipped outlines (no tiles, no script): each pin is a link to the location's entry in the list, with the
 * city and address as its name, reached with the keyboard like any link. Locations without coordinates
 * have no pin; without any pin there is no map.
 */
export function LocationsMap({ locations, texts, entryId }: Props) {
  const pins = locations.flatMap((location) =>
    location.latitude != null && location.longitude != null
      ? [{ ...location, ...projectOnMap(location.longitude, location.latitude) }]
      : [],
  )
  if (pins.length === 0) return null
  const mapWidth = Number(mapOutlines.viewBox.split(' ')[2])
  return (
    <figure className="mx-auto mb-8 max-w-xl">
      <svg viewBox={mapOutlines.viewBox} className="h-auto w-full">
        <title>{texts.label}</title>
        <g>
          {mapOutlines.countries.map(({ code, d }) => (
            <path key={code} d={d} className={`${countryFill[code]} stroke-slate-500`} strokeWidth={0.8} />
          ))}
          {mapOutlines.countries.map(({ code }) => (
            <text
              key={code}
              {...countryLabelAt[code]}
              textAnchor="middle"
              className="fill-slate-700 text-[13px] uppercase tracking-wider"
            >
              {texts.countries[code]}
            </text>
          ))}
        </g>
        {pins.map((pin) => (
          <a key={pin.id} href={`#${entryId(pin.id)}`} aria-label={`${pin.city}, ${pin.address}`} className="group">
            {/* The pin's target is larger than its dot (WCAG 2.2 target size); the ring shows keyboard focus. */}
            <circle cx={pin.x} cy={pin.y} r={16} className="fill-transparent" />
            <circle
              cx={pin.x}
              cy={pin.y}
              r={13}
              className="fill-none stroke-brand-900 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              strokeWidth={3}
            />
            <circle cx={pin.x} cy={pin.y} r={7} className="fill-brand-700 stroke-white" strokeWidth={2} />
            <text
              {...(pin.x > mapWidth - eastEdgeLabelRoom
                ? { x: pin.x - 12, textAnchor: 'end' }
                : { x: pin.x + 12, textAnchor: 'start' })}
              y={pin.y - 10}
              className="fill-brand-900 stroke-white text-[15px] font-semibold [paint-order:stroke]"
              strokeWidth={4}
            >
              {pin.city}
            </text>
          </a>
        ))}
      </svg>
      <figcaption className="mt-2 text-center text-sm text-muted">{texts.hint}</figcaption>
    </figure>
  )
}
