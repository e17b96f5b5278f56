import { useEffect, useState, type FormEvent } from 'react'
import { normalisePostcodeSearch } from '../../../engine/stock-locator/normalise-postcode-search.js'
import type { PostcodeSearch } from '../../../engine/stock-locator/postcode-search.js'
import { AUSTRALIAN_STATES } from '../../../engine/stock/stock-types.js'
import type { LocatorRetailer } from './stock-list-data.js'
import { useStockListLabels } from './use-stock-list-labels.js'

export interface PostcodeLabels {
  heading: string
  postcode: string
  locality: string
  state: string
  retailer: string
  button: string
}

/**
 * The postcode search (000 §3-5): postcode and locality, or a state, or a retailer. Which one searches
 * follows the spec's order (postcodeSearchMode); the choice is kept in the page URL as `_postcode`,
 * `_locality`, `_state` and `_retailer`.
 */
export function PostcodeSearchForm({
  value,
  retailers,
  labels,
  onSearch,
  idPrefix,
}: {
  value: PostcodeSearch
  retailers: readonly LocatorRetailer[]
  labels: PostcodeLabels
  onSearch: (search: PostcodeSearch) => void
  idPrefix: string
}) {
  const L = useStockListLabels()
  const [draft, setDraft] = useState<PostcodeSearch>(value)
  useEffect(() => setDraft(value), [value])
  const set = (field: keyof PostcodeSearch) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // "2000 Sydney" typed in either field searches postcode 2000 in Sydney (decision 067).
    onSearch(normalisePostcodeSearch(draft))
  }
  const id = `${idPrefix}-postcode`
  const active = Object.values(value).some(Boolean)
  return (
    <form className="postcode-search" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="postcode-search__heading">
        {labels.heading}
      </h2>
      <div className="postcode-search__fields">
        <div className="stock-field">
          <label htmlFor={`${id}-postcode`}>{labels.postcode}</label>
          <input
            id={`${id}-postcode`}
            autoComplete="postal-code"
            maxLength={100}
            value={draft.postcode ?? ''}
            onChange={set('postcode')}
          />
        </div>
        <div className="stock-field">
          <label htmlFor={`${id}-locality`}>{labels.locality}</label>
          <input
            id={`${id}-locality`}
            autoComplete="address-level2"
            maxLength={100}
            value={draft.locality ?? ''}
            onChange={set('locality')}
          />
        </div>
        <span className="postcode-search__or">{L.or}</span>
        <div className="stock-field">
          <label htmlFor={`${id}-state`}>{labels.state}</label>
          <select id={`${id}-state`} value={draft.state ?? ''} onChange={set('state')}>
            <option value="">{L.allStates}</option>
            {AUSTRALIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <span className="postcode-search__or">{L.or}</span>
        <div className="stock-field">
          <label htmlFor={`${id}-retailer`}>{labels.retailer}</label>
          <select id={`${id}-retailer`} value={draft.retailer ?? ''} onChange={set('retailer')}>
            <option value="">{L.allRetailers}</option>
            {retailers.map((r) => (
              <option key={r.id} value={r.dealer_code || r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="postcode-search__actions">
        <button type="submit" className="button button--primary">
          {labels.button}
        </button>
        {active ? (
          <button type="button" className="button button--secondary" onClick={() => onSearch({})}>
            {L.clearSearch}
          </button>
        ) : null}
      </div>
    </form>
  )
}
