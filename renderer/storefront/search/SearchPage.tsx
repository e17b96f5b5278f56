import { HIT_END, HIT_START } from '../../../engine/search/hit-markers.js'
import { Island } from '../../blocks/island.js'
import { useRenderContext } from '../../context/render-context.js'
import SearchAutocomplete, { type SearchAutocompleteProps } from '../../layout/islands/search-autocomplete.js'
import { searchLabels } from './search-labels.js'

export interface SearchPageHit {
  path: string
  title: string
  /** Hits between HIT_START and HIT_END (engine/search/hit-markers.ts). */
  snippet: string
}

export interface SearchVehicleHit {
  url: string
  title: string
  details: string
}

export interface SearchPageProps {
  /** What was searched for, trimmed ('' before a search). */
  keyword: string
  /** The page of results shown, from 1. */
  page: number
  pageSize: number
  pages: { total: number; hits: SearchPageHit[] }
  vehicles: { total: number; hits: SearchVehicleHit[] }
  field: SearchAutocompleteProps
}

/**
 * The site search page (/search?keyword=, /ar/search): the search field, the published pages that match with
 * a snippet around the hits and paging, and the vehicles in stock that match; 000 §8's text when nothing does.
 * Everything is a link or a GET form, so it works without script.
 */
export function SearchPage({ keyword, page, pageSize, pages, vehicles, field }: SearchPageProps) {
  const { locale } = useRenderContext()
  const labels = searchLabels(locale)
  const total = pages.total + vehicles.total
  const pageCount = Math.max(1, Math.ceil(pages.total / pageSize))
  const pageUrl = (n: number) =>
    `${field.action}?${new URLSearchParams({ keyword, ...(n > 1 ? { page: String(n) } : {}) })}`
  return (
    <div className="search-page container">
      <h1 className="search-page__title">{labels.title}</h1>
      <Island name="layout:search-autocomplete" props={field}>
        <SearchAutocomplete {...field} />
      </Island>
      <div className="search-page__summary" role="status">
        {!keyword ? (
          <p>{labels.prompt}</p>
        ) : total === 0 ? (
          <p className="search-page__no-results">{labels.noResults}</p>
        ) : (
          <p>{labels.resultsFor(total, keyword)}</p>
        )}
      </div>
      {pages.hits.length ? (
        <section className="search-page__section" aria-labelledby="search-pages-heading">
          <h2 id="search-pages-heading" className="search-page__heading">
            {labels.pages}
          </h2>
          <ol className="search-page__results" start={(page - 1) * pageSize + 1}>
            {pages.hits.map((hit) => (
              <li key={hit.path} className="search-page__result">
                <h3 className="search-page__result-title">
                  <a href={hit.path}>{hit.title || hit.path}</a>
                </h3>
                {hit.snippet ? (
                  <p className="search-page__snippet">
                    <Snippet text={hit.snippet} />
                  </p>
                ) : null}
                <p className="search-page__path">
                  {/* A path reads left to right on a right-to-left page too. */}
                  <bdi dir="ltr">{hit.path}</bdi>
                </p>
              </li>
            ))}
          </ol>
          {pageCount > 1 ? (
            <nav className="search-page__paging" aria-label={labels.pagination}>
              {page > 1 ? (
                <a className="button button--secondary" href={pageUrl(page - 1)} rel="prev">
                  {labels.previous}
                </a>
              ) : null}
              <span className="search-page__page-of">{labels.pageOf(page, pageCount)}</span>
              {page < pageCount ? (
                <a className="button button--secondary" href={pageUrl(page + 1)} rel="next">
                  {labels.next}
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
      {vehicles.hits.length ? (
        <section className="search-page__section" aria-labelledby="search-vehicles-heading">
          <h2 id="search-vehicles-heading" className="search-page__heading">
            {labels.vehicles}
          </h2>
          <p className="search-page__count">{labels.vehiclesFound(vehicles.total)}</p>
          <ul className="search-page__vehicles">
            {vehicles.hits.map((hit) => (
              <li key={hit.url} className="search-page__vehicle">
                <a href={hit.url} className="search-page__vehicle-link">
                  <span className="search-page__vehicle-title">{hit.title}</span>
                  <span className="search-page__vehicle-details">{hit.details}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/** A snippet with its hits marked; the rest is text, escaped by React like any other. */
function Snippet({ text }: { text: string }) {
  const parts: (string | { hit: string })[] = []
  let rest = text
  for (let start = rest.indexOf(HIT_START); start >= 0; start = rest.indexOf(HIT_START)) {
    const end = rest.indexOf(HIT_END, start)
    if (end < 0) break
    parts.push(rest.slice(0, start), { hit: rest.slice(start + 1, end) })
    rest = rest.slice(end + 1)
  }
  parts.push(rest.replaceAll(HIT_START, '').replaceAll(HIT_END, ''))
  return <>{parts.map((part, i) => (typeof part === 'string' ? part : <mark key={i}>{part.hit}</mark>))}</>
}
