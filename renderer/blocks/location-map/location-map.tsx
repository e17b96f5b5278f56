import { useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { coordinatesText } from '../../html/coordinates-text.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { RichText } from '../../html/rich-text.js'
import { TabList } from '../../html/tab-list.js'
import { tabIds } from '../../html/tab-ids.js'
import { uiText } from '../../html/ui-text.js'
import { StaticMap } from './static-map.js'

/** A maps link that opens the coordinates in the visitor's map service (a new tab). */
function mapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`
}

/**
 * Location map: a tab per location with its details, its coordinates and a link that opens them in a
 * maps service. The map itself is drawn here (the locations placed by their coordinates, the chosen one
 * highlighted): no map script or tile is downloaded.
 */
export function LocationMap({ block, attributes: a }: BlockProps<'location-map'>) {
  const t = uiText(useRenderContext().locale)
  const locations = a.groups ?? []
  const [selected, setSelected] = useState(0)
  if (!locations.length) return null
  const current = Math.min(selected, locations.length - 1)
  return (
    <section className="location-map">
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="location-map__heading">
            {a.heading}
          </Heading>
        ) : null}
        {locations.length > 1 ? (
          <TabList
            blockId={block.id}
            tabs={locations.map((location) => ({
              label: location.tabTitle,
              icon: <Icon name={location.tabIcon} className="location-map__tab-icon" />,
            }))}
            selected={current}
            onSelect={setSelected}
            label={a.heading || t.locations}
            className={classNames('location-map__tabs', a.is_tabs_slider && 'location-map__tabs--slider')}
          />
        ) : null}
        <div className="location-map__layout">
          <StaticMap
            locations={locations.map((l) => ({
              lat: l.location_latitude,
              lng: l.location_longitude,
              label: l.tabTitle,
            }))}
            selected={current}
            zoom={a.map_zoom ?? 7}
            label={t.mapOf(locations[current]?.tabTitle ?? '')}
          />
          <div className="location-map__details">
            {locations.map((location, i) => {
              const ids = tabIds(block.id, i)
              const multiple = locations.length > 1
              return (
                <div
                  key={ids.panel}
                  id={ids.panel}
                  role={multiple ? 'tabpanel' : undefined}
                  aria-labelledby={multiple ? ids.tab : undefined}
                  hidden={i !== current}
                  tabIndex={multiple ? 0 : undefined}
                  className="location-map__panel"
                >
                  <p className="location-map__name">
                    <Icon name="map-pin" className="location-map__pin-icon" />
                    <span>{location.tabTitle}</span>
                  </p>
                  <RichText html={location.location_content} className="location-map__content" />
                  <p className="location-map__coordinates">
                    <bdi>{coordinatesText(location.location_latitude, location.location_longitude, t)}</bdi>
                  </p>
                  <a
                    className="button button--secondary location-map__open"
                    href={mapsUrl(location.location_latitude, location.location_longitude)}
                    target="_blank"
                    rel="noopener"
                  >
                    <span>{t.openInMaps}</span>
                    <Icon name="external-link" className="location-map__external icon--directional" />
                  </a>
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </section>
  )
}
