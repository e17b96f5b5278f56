import { useRef, useState } from 'react'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { postcodeQuery } from '../../../engine/stock-locator/postcode-query.js'
import { postcodeSearchMode } from '../../../engine/stock-locator/postcode-search-mode.js'
import { writeLocatorQuery } from '../../../engine/stock-locator/write-locator-query.js'
import type { FilterKey, VehicleLight } from '../../../engine/stock/stock-types.js'
import { cardVehicle } from '../../../engine/stock-locator/card-vehicle.js'
import { cardVehicleAnalytics } from '../../../engine/storefront/card-vehicle-analytics.js'
import { comparedVehicleEvent } from '../../../engine/storefront/compared-vehicle-event.js'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { COMPARE_MAX } from '../../../engine/storefront/saved-vehicle.js'
import { savedVehicleEvent } from '../../../engine/storefront/saved-vehicle-event.js'
import { pushDataLayer } from '../../html/push-data-layer.js'
import { toggleCompare } from '../compare/compare-store.js'
import { useCompared } from '../compare/use-compared.js'
import { toggleSaved } from '../saved-vehicles/saved-vehicles-store.js'
import { useSavedVehicles } from '../saved-vehicles/use-saved-vehicles.js'
import { AppliedFilters } from './AppliedFilters.js'
import { CompareView } from './CompareView.js'
import { FilterPanel } from './FilterPanel.js'
import { NoResults } from './NoResults.js'
import { Pagination } from './Pagination.js'
import { PostcodeModal } from './PostcodeModal.js'
import { PostcodeSearchForm } from './PostcodeSearchForm.js'
import { ReverseCalculatorModal } from './ReverseCalculatorModal.js'
import { SavedVehiclesView } from './SavedVehiclesView.js'
import { SortSelect } from './SortSelect.js'
import type { StockListData } from './stock-list-data.js'
import { useStockListLabels } from './use-stock-list-labels.js'
import { useLocatorSearch } from './use-locator-search.js'
import { VehicleCard } from './VehicleCard.js'

/** The texts and options of a stock locator block (both variants). */
export interface StockLocatorTexts {
  headline: string
  resetTheme: string
  calculator: { show: boolean; msrp: boolean; button: string; reset: string; error: string; rate: number }
  postcode: {
    heading: string
    postcode: string
    locality: string
    state: string
    retailer: string
    button: string
  }
  postcodeModal: { heading: string; text: string }
  noResults: { heading: string; text: string }
}

/**
 * The stock locator: postcode search, filters with facet counts, applied-filter chips, sort, the vehicle
 * cards with save and compare toggles, pagination, the no-results page, the reverse calculator, the
 * saved-vehicles view and the compare view. Rendered on the server with the loader's first page; in the browser every change is a new URL
 * (Back restores the previous search) fetched without a reload, and a live region announces the count.
 */
export function StockLocatorApp({
  data,
  filters,
  texts,
  blockId,
}: {
  data: StockListData
  filters: readonly FilterKey[]
  texts: StockLocatorTexts
  /** The block's id: the prefix of the element ids (the same on the server and in the island). */
  blockId: string
}) {
  const L = useStockListLabels()
  const idPrefix = `sl-${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const { state, listing, found, loading, failed, search } = useLocatorSearch(data)
  const place = [state.postcode.postcode, state.postcode.locality].filter(Boolean).join(' ')
  const saved = useSavedVehicles()
  const compared = useCompared()
  const [view, setView] = useState<'all' | 'saved' | 'compare'>('all')
  const [calculatorOpen, setCalculatorOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const priceFilter = texts.calculator.msrp ? 'msrp_price' : 'display_price'

  const go = (next: LocatorState, focusResults = false) => {
    search(next)
    if (focusResults) resultsHeading.current?.focus()
  }
  const hrefOf = (page: number) => {
    const query = writeLocatorQuery({ ...state, page }, data.defaults).toString()
    return query ? `?${query}` : '?'
  }
  // Each toggle that changes a list reports it, with the card's vehicle and the price it shows.
  const analyticsOf = (vehicle: VehicleLight) =>
    cardVehicleAnalytics(
      vehicle,
      displayedPrices(cardVehicle(vehicle), data.priceSettings, {
        selectedState: state.postcode.state,
        context: 'stock_locator',
      }).prices.find((p) => p.type === 'purchase')?.value ?? null,
    )
  const onToggleSave = (vehicle: VehicleLight) => {
    const nowSaved = toggleSaved({ id: vehicle.id, list: vehicle.list })
    pushDataLayer(savedVehicleEvent(analyticsOf(vehicle), nowSaved ? 'add' : 'remove'))
  }
  const onToggleCompare = (vehicle: VehicleLight) => {
    const before = compared.includes(vehicle.id)
    const now = toggleCompare(vehicle.id)
    if (now !== before) pushDataLayer(comparedVehicleEvent(analyticsOf(vehicle), now ? 'add' : 'remove'))
  }
  const savedIds = new Set(saved.map((s) => s.id))
  const compareFull = compared.length >= COMPARE_MAX
  const withPostcode = data.postcodeSearch && postcodeSearchMode(state.postcode) !== null
  const linkQuery = withPostcode ? postcodeQuery(state.postcode) : ''
  const total = listing?.meta.total ?? 0
  const noDealers = data.postcodeSearch && listing === null && postcodeSearchMode(state.postcode) !== null
  const reset = () => go({ ...data.defaults, postcode: state.postcode })

  return (
    <section className="stock-locator" aria-labelledby={`${idPrefix}-results`} aria-busy={loading}>
      <div className="container stock-locator__layout">
        {data.postcodeSearch ? (
          <PostcodeSearchForm
            value={state.postcode}
            retailers={data.retailers}
            labels={texts.postcode}
            onSearch={(postcode) => go({ ...state, page: 1, postcode })}
            idPrefix={idPrefix}
          />
        ) : null}
        <div className="stock-locator__columns">
          <aside className="stock-locator__aside">
            <FilterPanel
              keys={filters}
              facets={listing?.meta.facets}
              state={state}
              onSearch={(next) => go(next)}
              idPrefix={idPrefix}
            />
            {texts.calculator.show ? (
              <button
                type="button"
                className="button button--secondary stock-locator__calculator"
                onClick={() => setCalculatorOpen(true)}
              >
                {texts.calculator.button}
              </button>
            ) : null}
          </aside>
          <div className="stock-locator__main">
            <div className="stock-locator__toolbar">
              <h2
                id={`${idPrefix}-results`}
                ref={resultsHeading}
                tabIndex={-1}
                className="stock-locator__headline"
              >
                {texts.headline}
              </h2>
              <div className="stock-locator__views" role="group" aria-label={L.views}>
                <button type="button" aria-pressed={view === 'all'} onClick={() => setView('all')}>
                  {L.allVehicles}
                </button>
                {data.savedView ? (
                  <button type="button" aria-pressed={view === 'saved'} onClick={() => setView('saved')}>
                    {`${L.savedVehicles} (${saved.length})`}
                  </button>
                ) : null}
                <button type="button" aria-pressed={view === 'compare'} onClick={() => setView('compare')}>
                  {`${L.compareView} (${compared.length})`}
                </button>
              </div>
              {view === 'all' ? (
                <SortSelect
                  id={`${idPrefix}-sort`}
                  value={state.sort}
                  onChange={(sort) => go({ ...state, sort, page: 1 })}
                />
              ) : null}
            </div>
            <p className="stock-locator__count" role="status" aria-live="polite">
              <bdi>
                {view === 'saved'
                  ? `${L.savedVehicles}: ${saved.length}`
                  : view === 'compare'
                    ? `${L.compareView}: ${compared.length}`
                    : loading
                      ? L.loading
                      : L.results(total)}
              </bdi>
            </p>
            {view === 'saved' ? (
              <SavedVehiclesView saved={saved} data={data} onToggleSave={onToggleSave} />
            ) : view === 'compare' ? (
              <CompareView
                compared={compared}
                data={data}
                postcodeQuery={linkQuery}
                selectedState={state.postcode.state}
              />
            ) : (
              <>
                <AppliedFilters state={state} defaults={data.defaults} onSearch={(next) => go(next)} />
                {found.postcodeFound === 'nearest' && found.nearby.length ? (
                  <div className="stock-locator__nearby">
                    <p>
                      <bdi>{L.nearestRetailers(place)}</bdi>
                    </p>
                    <ul>
                      {found.nearby.map((r) => (
                        <li key={r.id}>
                          <bdi>{r.name}</bdi> <span dir="ltr">{`(${L.kilometres(r.distance_km)})`}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {failed ? (
                  <div className="stock-error" role="alert">
                    <p>{L.failed}</p>
                    <button type="button" className="button button--secondary" onClick={() => go(state)}>
                      {L.retry}
                    </button>
                  </div>
                ) : listing && listing.data.length ? (
                  <>
                    <ul className={`stock-list__cards${loading ? ' stock-list__cards--loading' : ''}`}>
                      {listing.data.map((vehicle) => (
                        <li key={vehicle.id}>
                          <VehicleCard
                            vehicle={vehicle}
                            priceSettings={data.priceSettings}
                            attributeKeys={data.cardAttributes}
                            omitBrand={data.omitBrand}
                            postcodeQuery={linkQuery}
                            selectedState={state.postcode.state}
                            saved={savedIds.has(vehicle.id)}
                            onToggleSave={onToggleSave}
                            compared={compared.includes(vehicle.id)}
                            compareFull={compareFull}
                            onToggleCompare={onToggleCompare}
                          />
                        </li>
                      ))}
                    </ul>
                    <Pagination
                      page={listing.meta.page}
                      pages={listing.meta.pages}
                      hrefOf={hrefOf}
                      onPage={(page) => go({ ...state, page }, true)}
                    />
                  </>
                ) : !noDealers && !loading ? (
                  <NoResults
                    heading={texts.noResults.heading}
                    text={texts.noResults.text}
                    resetLabel={texts.calculator.reset}
                    resetTheme={texts.resetTheme}
                    onReset={reset}
                  />
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
      {texts.calculator.show ? (
        <ReverseCalculatorModal
          open={calculatorOpen}
          onClose={() => setCalculatorOpen(false)}
          heading={texts.calculator.button}
          errorText={texts.calculator.error}
          resetLabel={texts.calculator.reset}
          interestRate={texts.calculator.rate}
          idPrefix={idPrefix}
          onApply={(max) => {
            setCalculatorOpen(false)
            const ranges = {
              ...state.filters.ranges,
              [priceFilter]: { ...state.filters.ranges[priceFilter], max },
            }
            go({ ...state, page: 1, filters: { ...state.filters, ranges } })
          }}
          onReset={() => {
            setCalculatorOpen(false)
            const ranges = { ...state.filters.ranges }
            delete ranges[priceFilter]
            go({ ...state, page: 1, filters: { ...state.filters, ranges } })
          }}
        />
      ) : null}
      {data.postcodeSearch ? (
        <PostcodeModal
          open={noDealers}
          heading={texts.postcodeModal.heading}
          text={
            found.postcodeFound === 'unknown_place' && place
              ? `${L.unknownPlace(place)} ${texts.postcodeModal.text}`
              : texts.postcodeModal.text
          }
          value={state.postcode}
          retailers={data.retailers}
          labels={texts.postcode}
          onSearch={(postcode) => go({ ...state, page: 1, postcode })}
          idPrefix={idPrefix}
        />
      ) : null}
    </section>
  )
}
