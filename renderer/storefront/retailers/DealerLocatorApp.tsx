import type { DistanceUnit } from '../../../engine/dealers/distance-in-unit.js'
import type { DealerLocatorSearch } from '../../../engine/dealers/dealer-locator-search.js'
import { writeDealerLocatorQuery } from '../../../engine/dealers/write-dealer-locator-query.js'
import { useRenderContext } from '../../context/render-context.js'
import { useState } from 'react'
import { classNames } from '../../html/class-names.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import type { DealerLocatorData } from './dealer-locator-data.js'
import type { DealerLocatorTexts } from './dealer-locator-texts.js'
import { DealerMap } from './DealerMap.js'
import { DealerResults, resultId } from './DealerResults.js'
import { formatDistance } from './format-distance.js'
import { levelUnder } from './heading-level.js'
import type { MapPlace } from './live-map.js'
import { LocatorSearchForm } from './LocatorSearchForm.js'
import { ResultsText } from './ResultsText.js'
import { retailerFromDealer } from './retailer-from-dealer.js'
import { searchPlace } from './search-place.js'
import { useDealerSearch } from './use-dealer-search.js'
import { useGeolocation } from './use-geolocation.js'
import { useRetailerLabels } from './use-retailer-labels.js'

export type LocatorVariant = 'standard' | 'mena' | 'map'

/**
 * The retailer locator of the three locator blocks (002 §3): the search (a postcode, suburb or state, a
 * city for MENA, or the shopper's position; a service filter), the results nearest first with their
 * distance in the block's unit, each opening its card, and for the map variant the map beside them. The
 * search lives in the page URL; the results come from the dealers endpoint.
 */
export function DealerLocatorApp({
  blockId,
  variant,
  data,
  texts,
  heading,
  headerTag,
  paragraph,
  distanceUnit,
  mapZoom,
}: {
  blockId: string
  variant: LocatorVariant
  data: DealerLocatorData
  texts: DealerLocatorTexts
  heading?: string
  headerTag?: HeadingTag
  paragraph?: string
  distanceUnit: DistanceUnit
  mapZoom: number
}) {
  const { locale } = useRenderContext()
  const labels = useRetailerLabels()
  const state = useDealerSearch(data)
  const [mapLive, setMapLive] = useState(false)
  const geo = useGeolocation()
  const idPrefix = `locator-${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const retailers = state.page.data.map((dealer) => retailerFromDealer(dealer, locale, labels))
  const place = searchPlace(state.search, state.page.meta.origin, labels.yourLocation)
  const template = place === null ? texts.allResultsText : texts.resultsText
  const status = geo.status === 'locating' ? labels.locating : state.loading ? labels.searching : null
  const problem = geo.status === 'failed' ? texts.locationError : state.failed ? labels.searchFailed : null
  const openId = state.search.retailer
  const distanceOf = (retailer: { distanceKm?: number }) =>
    retailer.distanceKm === undefined ? undefined : formatDistance(retailer.distanceKm, distanceUnit, locale)
  const search = (next: DealerLocatorSearch) => state.run(next)
  const locate = () =>
    geo.locate((near) =>
      state.run({ near, ...(state.search.service ? { service: state.search.service } : {}) }),
    )
  const open = (id: string | undefined) => state.open(id)
  const fromMap = (id: string) => {
    state.open(id)
    document.getElementById(resultId(idPrefix, id))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }
  const places: MapPlace[] = retailers.flatMap((r) =>
    r.latitude !== null && r.longitude !== null
      ? [{ id: r.id, name: r.name, lat: r.latitude, lng: r.longitude }]
      : [],
  )
  return (
    <section
      className={classNames('dealer-locator', `dealer-locator--${variant}`)}
      aria-labelledby={heading ? `${idPrefix}-heading` : undefined}
      aria-label={heading ? undefined : texts.searchLabel}
    >
      <div className="container">
        {heading ? (
          <Heading tag={headerTag} size="l" className="dealer-locator__heading" id={`${idPrefix}-heading`}>
            {heading}
          </Heading>
        ) : null}
        {paragraph ? <RichText html={paragraph} className="dealer-locator__intro" /> : null}
        <LocatorSearchForm
          idPrefix={idPrefix}
          search={state.search}
          byCity={variant === 'mena'}
          cities={data.cities}
          texts={texts}
          labels={labels}
          canLocate={geo.available}
          onSearch={search}
          onLocate={locate}
        />
        <div className="dealer-locator__body">
          <div className="dealer-locator__results">
            <p className="dealer-locator__status" role="status">
              {status ??
                (retailers.length ? (
                  <ResultsText template={template} count={retailers.length} place={place} />
                ) : (
                  ''
                ))}
            </p>
            {problem ? (
              <p className="dealer-locator__problem" role="alert">
                {problem}
              </p>
            ) : null}
            {retailers.length ? (
              <DealerResults
                idPrefix={idPrefix}
                retailers={retailers}
                openId={openId}
                level={levelUnder(heading ? headerTag : 'H1')}
                distanceOf={distanceOf}
                hrefOf={(id) => `?${writeDealerLocatorQuery({ ...state.search, retailer: id }).toString()}`}
                detailsLabel={texts.detailsLabel}
                directionsLabel={texts.directionsLabel}
                labels={labels}
                onOpen={open}
                withCoordinates={variant === 'map' && !mapLive}
              />
            ) : state.loading ? null : (
              <p className="dealer-locator__none">{texts.noResults}</p>
            )}
          </div>
          {variant === 'map' ? (
            <DealerMap
              places={places}
              selectedId={openId}
              onSelect={fromMap}
              settings={data.maps}
              zoom={mapZoom}
              label={texts.mapLabel}
              labels={labels}
              searchInputId={`${idPrefix}-q`}
              onPlace={(near) => state.run({ near })}
              onLiveChange={setMapLive}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}
