import { useEffect, useState, type FormEvent } from 'react'
import {
  DEALER_LOCATOR_KEYS,
  DEALER_LOCATOR_TEXT_KEY,
  type DealerLocatorSearch,
} from '../../../engine/dealers/dealer-locator-search.js'
import { DEALER_SERVICES, isDealerService } from '../../../engine/dealers/dealer-services.js'
import { parseSearchText } from '../../../engine/dealers/parse-search-text.js'
import type { DealerLocatorTexts } from './dealer-locator-texts.js'
import type { RetailerLabels } from './retailer-labels.js'

/** The text a search shows in the search box: its postcode, locality or state. */
const textOf = (search: DealerLocatorSearch) => search.postcode ?? search.locality ?? search.state ?? ''

/**
 * A locator's search: one box for a postcode, suburb or state (a city choice for the MENA locator), the
 * service filter, Search, and "Use my location" once the page runs in a browser that can locate. A plain
 * GET form, so it searches without JavaScript too (the server reads `_q`, `_locality`, `_service`).
 */
export function LocatorSearchForm({
  idPrefix,
  search,
  byCity,
  cities,
  texts,
  labels,
  canLocate,
  onSearch,
  onLocate,
}: {
  idPrefix: string
  search: DealerLocatorSearch
  /** The MENA locator: a city choice instead of the search box. */
  byCity: boolean
  cities: readonly string[]
  texts: DealerLocatorTexts
  labels: RetailerLabels
  canLocate: boolean
  onSearch: (next: DealerLocatorSearch) => void
  onLocate: () => void
}) {
  const [text, setText] = useState(textOf(search))
  const [city, setCity] = useState(search.locality ?? '')
  useEffect(() => {
    setText(textOf(search))
    setCity(search.locality ?? '')
  }, [search])
  const service = search.service ?? ''
  const place = () => (byCity ? (city ? { locality: city } : {}) : parseSearchText(text))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ ...place(), ...(search.service ? { service: search.service } : {}) })
  }
  const changeService = (value: string) => {
    // The filter applies to the place shown (the position included), not to what is typed but not searched.
    const { retailer: _closed, service: _old, ...shown } = search
    onSearch({ ...shown, ...(isDealerService(value) ? { service: value } : {}) })
  }
  return (
    <form className="dealer-search" role="search" method="get" onSubmit={submit}>
      {byCity ? (
        <div className="dealer-search__field dealer-search__place">
          <label htmlFor={`${idPrefix}-city`}>{texts.cityLabel}</label>
          <select
            id={`${idPrefix}-city`}
            name={DEALER_LOCATOR_KEYS.locality}
            value={city}
            onChange={(e) => setCity(e.target.value)}
          >
            <option value="">{texts.allCitiesLabel}</option>
            {cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="dealer-search__field dealer-search__place">
          <label htmlFor={`${idPrefix}-q`}>{texts.searchLabel}</label>
          <input
            id={`${idPrefix}-q`}
            name={DEALER_LOCATOR_TEXT_KEY}
            type="search"
            autoComplete="postal-code"
            maxLength={100}
            placeholder={texts.searchPlaceholder || undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      <div className="dealer-search__field dealer-search__service">
        <label htmlFor={`${idPrefix}-service`}>{texts.serviceLabel}</label>
        <select
          id={`${idPrefix}-service`}
          name={DEALER_LOCATOR_KEYS.service}
          value={service}
          onChange={(e) => changeService(e.target.value)}
        >
          <option value="">{texts.allServices}</option>
          {DEALER_SERVICES.map((key) => (
            <option key={key} value={key}>
              {labels.services[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="dealer-search__actions">
        <button type="submit" className="button button--primary">
          {texts.searchButton}
        </button>
        {canLocate ? (
          <button type="button" className="button button--secondary dealer-search__locate" onClick={onLocate}>
            {texts.locationButton}
          </button>
        ) : null}
      </div>
    </form>
  )
}
