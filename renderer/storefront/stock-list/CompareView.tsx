import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cardAttributeValue, type CardAttributeKey } from '../../../engine/storefront/card-attributes.js'
import { cardValueLabels } from '../../../engine/storefront/card-value-labels.js'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { COMPARE_MAX } from '../../../engine/storefront/saved-vehicle.js'
import { seatsLabel } from '../../../engine/storefront/seats-label.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { useRenderContext } from '../../context/render-context.js'
import { removeCompared } from '../compare/compare-store.js'
import { CardPrices } from './CardPrices.js'
import { fetchComparedVehicle } from './fetch-compared-vehicle.js'
import type { StockListData } from './stock-list-data.js'
import { useStockListLabels } from './use-stock-list-labels.js'

/**
 * The compare view: the compared vehicles (session storage "models") side by side in a table whose
 * columns are the vehicles (photo, name linking to the vehicle page, remove button) and whose rows, each
 * with a row header, are the price (the stock locator's displayed-price rules), the status, the card
 * attributes of the site and key specification rows. Each vehicle is fetched from the stock API; a 404
 * takes it off the list, as saved vehicles do. The table scrolls sideways inside a focusable region.
 */
export function CompareView({
  compared,
  data,
  postcodeQuery,
  selectedState,
}: {
  compared: readonly string[]
  data: StockListData
  postcodeQuery?: string
  selectedState?: string
}) {
  const L = useStockListLabels()
  const { locale, localePrefix } = useRenderContext()
  const [vehicles, setVehicles] = useState<Record<string, Vehicle>>({})
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let stale = false
    const missing = compared.filter((id) => !vehicles[id])
    if (!missing.length) return
    void Promise.all(missing.map((id) => fetchComparedVehicle(id))).then((found) => {
      if (stale) return
      const add = found.filter((v): v is Vehicle => v !== null && v !== 'gone')
      if (add.length)
        setVehicles((prev) => Object.fromEntries([...Object.entries(prev), ...add.map((v) => [v.id, v])]))
      const gone = missing.filter((_, i) => found[i] === 'gone')
      if (gone.length) removeCompared(gone)
    })
    return () => {
      stale = true
    }
    // Only a change of the compare list fetches again; vehicles already here are kept.
  }, [compared])

  if (!compared.length) return <p className="compare-view__empty">{L.noCompared(COMPARE_MAX)}</p>
  const shown = compared.map((id) => vehicles[id]).filter((v): v is Vehicle => !!v)
  if (!shown.length) return <p className="compare-view__empty">{L.loading}</p>

  const words = cardValueLabels(locale)
  const nameOf = (v: Vehicle) => [v.attributes.nameplate_brand_name, v.attributes.nameplate_name].join(' ')
  const hrefOf = (v: Vehicle) =>
    `${localePrefix}${vehicleUrl(v, { omitBrand: data.omitBrand, postcodeQuery })}`
  const attributeKeys = data.cardAttributes.filter((k): k is CardAttributeKey => k in L.attributes)
  const rows: [string, (v: Vehicle) => ReactNode][] = [
    [
      L.compareRows.price,
      (v) => (
        <CardPrices
          prices={displayedPrices(v, data.priceSettings, { selectedState, context: 'stock_locator' })}
        />
      ),
    ],
    [L.compareRows.status, (v) => words.values[v.attributes.status] ?? v.attributes.status],
    [L.compareRows.version, (v) => v.attributes.version],
    ...attributeKeys.map((key): [string, (v: Vehicle) => ReactNode] => [
      L.attributes[key] ?? key,
      (v) => cardAttributeValue(v, key, locale),
    ]),
    [L.compareRows.modelYear, (v) => v.attributes.model_year],
    [L.compareRows.transmission, (v) => words.values[v.attributes.transmission] ?? v.attributes.transmission],
    [L.compareRows.seats, (v) => seatsLabel(v.attributes.number_of_seats, { one: L.seat, many: L.seats })],
    [L.compareRows.colorInterior, (v) => v.attributes.interior_color],
  ]
  const remove = (id: string) => {
    removeCompared([id])
    // The button is gone with its column: keep keyboard focus in the view.
    region.current?.focus()
  }
  return (
    // A focusable region, so keyboard users can scroll a table wider than the screen.
    <div className="compare-view" ref={region} role="region" aria-label={L.compareCaption} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{L.compareCaption}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {shown.map((v) => (
              <th key={v.id} scope="col" className="compare-table__vehicle" data-vehicle-id={v.id}>
                <a className="compare-table__media" href={hrefOf(v)} tabIndex={-1} aria-hidden="true">
                  {v.attributes.cover_photo_medium ? (
                    <img src={v.attributes.cover_photo_medium} alt="" width={320} height={180} />
                  ) : (
                    <span className="vehicle-card__no-photo">{L.vehicleImage}</span>
                  )}
                </a>
                <a className="compare-table__name" href={hrefOf(v)}>
                  {nameOf(v)}
                </a>
                <button
                  type="button"
                  className="button button--tertiary compare-table__remove"
                  onClick={() => remove(v.id)}
                >
                  {L.removeCompared}
                  <span className="visually-hidden">: {nameOf(v)}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {shown.map((v) => {
                const cell = value(v)
                return <td key={v.id}>{typeof cell === 'string' ? <bdi>{cell || '–'}</bdi> : cell}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
