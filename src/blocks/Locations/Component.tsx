import { getTranslations } from 'next-intl/server'
import { Section } from '@/components/content/Section'
import { LocationsMap } from '@/features/company/LocationsMap'
import { listLocations } from '@/lib/cms/company'
import { requestContext } from '@/lib/request/context'
import type { LocationsBlock } from '@/payload-types'
import type { BlockContext } from '../types'

const entryId = (id: number) => `location-${id}`

/** The market's locations: a map whose pins lead to their entries, and the list of addresses and phones. */
export async function LocationsBlockComponent({ block, context }: { block: LocationsBlock; context: BlockContext }) {
  const [locations, t] = await Promise.all([
    listLocations(requestContext().market.id),
    getTranslations({ locale: context.locale, namespace: 'Locations' }),
  ])
  if (locations.length === 0) return null
  const countries = { HR: t('countries.HR'), SI: t('countries.SI'), BA: t('countries.BA') }
  return (
    <Section heading={block.heading}>
      <LocationsMap
        locations={locations}
        texts={{ label: t('mapLabel'), hint: t('mapHint'), countries }}
        entryId={entryId}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          // A pin's link leads here; the entry takes focus, so the keyboard goes on from it.
          <li
            key={location.id}
            id={entryId(location.id)}
            tabIndex={-1}
            className="rounded-xl border border-slate-200 p-6 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 target:ring-2 target:ring-brand-700"
          >
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
