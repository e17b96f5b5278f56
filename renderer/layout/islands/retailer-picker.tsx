import { useEffect, useState } from 'react'
import type { FooterMarket } from '../../../engine/rules/footer-types.js'
import { orderRetailers, type FooterRetailer } from '../../../engine/rules/retailer-order.js'
import { retailersUrl } from '../../../engine/rules/retailers-url.js'
import { isSafeHref } from '../../../engine/rules/safe-href.js'

export interface RetailerPickerProps {
  heading?: string
  markets: FooterMarket[]
  retailersUrl?: string
  labels: {
    market: string
    language: string
    retailer: string
    placeholder: string
    none: string
    submit: string
  }
}

/**
 * The footer retailer picker (island "layout:retailer-picker", 000 §2, §4): market, language and retailer
 * dropdowns and a link to the chosen retailer's site in a new tab. Changing the market resets the language
 * to the market's first; each change refetches the retailers, sorted by position with the first sales
 * retailer preselected. A failed fetch clears the retailer and empties the list. Until the first answer
 * (on the server, without JavaScript) the retailer list reads "Choose a retailer", never "No retailers
 * available": that is only said once the market API has answered so.
 */
export default function RetailerPicker({
  heading,
  markets,
  retailersUrl: urlTemplate,
  labels,
}: RetailerPickerProps) {
  const [marketCode, setMarketCode] = useState(markets[0]?.code ?? '')
  const market = markets.find((m) => m.code === marketCode) ?? markets[0]
  const [languageCode, setLanguageCode] = useState(market?.languages[0]?.code ?? '')
  // null: not loaded yet.
  const [retailers, setRetailers] = useState<FooterRetailer[] | null>(null)
  const [retailerId, setRetailerId] = useState('')

  useEffect(() => {
    if (!urlTemplate || !marketCode || !languageCode) return
    const controller = new AbortController()
    fetch(retailersUrl(urlTemplate, marketCode, languageCode), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => {
        if (!response.ok) throw new Error(`[renderer] retailers answered ${response.status}`)
        return response.json() as Promise<unknown>
      })
      .then((body) => {
        const ordered = orderRetailers(readRetailers(body))
        setRetailers(ordered.retailers)
        setRetailerId(ordered.preselectedId ?? '')
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('[renderer] Footer retailers could not be loaded', error)
        setRetailers([])
        setRetailerId('')
      })
    return () => controller.abort()
  }, [urlTemplate, marketCode, languageCode])

  const retailer = retailers?.find((r) => r.id === retailerId)
  const href = retailer?.url && isSafeHref(retailer.url) ? retailer.url : undefined
  return (
    <div className="retailer-picker">
      {heading ? <h3 className="retailer-picker__heading">{heading}</h3> : null}
      <div className="retailer-picker__fields">
        <label className="retailer-picker__field">
          <span className="retailer-picker__label">{labels.market}</span>
          <select
            className="retailer-picker__select"
            value={marketCode}
            onChange={(event) => {
              const next = markets.find((m) => m.code === event.target.value)
              setMarketCode(event.target.value)
              setLanguageCode(next?.languages[0]?.code ?? '')
            }}
          >
            {markets.map((m) => (
              <option key={m.code} value={m.code}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <label className="retailer-picker__field">
          <span className="retailer-picker__label">{labels.language}</span>
          <select
            className="retailer-picker__select"
            value={languageCode}
            onChange={(event) => setLanguageCode(event.target.value)}
          >
            {(market?.languages ?? []).map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label className="retailer-picker__field">
          <span className="retailer-picker__label">{labels.retailer}</span>
          <select
            className="retailer-picker__select"
            value={retailerId}
            disabled={!retailers?.length}
            onChange={(event) => setRetailerId(event.target.value)}
          >
            <option value="">{retailers?.length === 0 ? labels.none : labels.placeholder}</option>
            {(retailers ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {href ? (
        <a
          className="button button--secondary retailer-picker__submit"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {labels.submit}
        </a>
      ) : (
        <span className="button button--secondary retailer-picker__submit" aria-disabled="true">
          {labels.submit}
        </span>
      )}
    </div>
  )
}

// The market API answers a list, or { data: list }; entries without an id and a name are skipped.
function readRetailers(body: unknown): FooterRetailer[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  if (!Array.isArray(list)) return []
  return list.flatMap((entry: unknown): FooterRetailer[] => {
    const r = entry as Record<string, unknown> | null
    if (!r || (typeof r.id !== 'string' && typeof r.id !== 'number') || typeof r.name !== 'string') return []
    return [
      {
        id: String(r.id),
        name: r.name,
        ...(typeof r.url === 'string' ? { url: r.url } : {}),
        ...(typeof r.position === 'number' ? { position: r.position } : {}),
        ...(typeof r.tag_class === 'string' ? { tag_class: r.tag_class } : {}),
      },
    ]
  })
}
