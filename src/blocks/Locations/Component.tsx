import { Section } from '@/components/content/Section'
import { listLocations } from '@/lib/cms/company'
import { requestContext } from '@/lib/request/context'
import type { LocationsBlock } from '@/payload-types'

export async function LocationsBlockComponent({ block }: { block: LocationsBlock }) {
  const locations = await listLocations(requestContext().market.id)
  if (locations.length === 0) return null
  return (
    <Section heading={block.heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <li key={location.id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-brand-900">{location.city}</h3>
            <p className="mt-2 text-muted">{location.address}</p>
            {[
              [location.tel1, location.tel1_link],
              [location.tel2, location.tel2_link],
            ].map(([shown, dialled]) =>
              shown ? (
                <p key={shown} className="mt-1">
                  <a
                    href={`tel:${dialled || shown.replace(/\s+/g, '')}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {shown}
                  </a>
                </p>
              ) : null,
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
