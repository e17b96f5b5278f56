import { useStockListLabels } from './use-stock-list-labels.js'

/** The page numbers shown: the first, the last and two either side of the current one. */
function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set(
    [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages),
  )
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - (sorted[i - 1] as number) > 1) out.push(null)
    out.push(n)
  })
  return out
}

/**
 * Pagination: links to real URLs (so they work before hydration and open in new tabs), handled in place by
 * `onPage` once the island runs. `hrefOf` writes the URL of a page.
 */
export function Pagination({
  page,
  pages,
  hrefOf,
  onPage,
}: {
  page: number
  pages: number
  hrefOf: (page: number) => string
  onPage: (page: number) => void
}) {
  const L = useStockListLabels()
  if (pages <= 1) return null
  const link = (n: number, label: string, className: string, rel?: string) => (
    <a
      href={hrefOf(n)}
      className={className}
      rel={rel}
      aria-label={label}
      aria-current={n === page && className.includes('number') ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        onPage(n)
      }}
    >
      {className.includes('number') ? n : null}
      {className.includes('prev') ? <span aria-hidden="true">‹</span> : null}
      {className.includes('next') ? <span aria-hidden="true">›</span> : null}
    </a>
  )
  return (
    <nav className="pagination" aria-label={L.pagination}>
      {page > 1 ? link(page - 1, L.previous, 'pagination__prev', 'prev') : null}
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <span key={n}>{link(n, L.page(n), 'pagination__number')}</span>
        ),
      )}
      {page < pages ? link(page + 1, L.next, 'pagination__next', 'next') : null}
    </nav>
  )
}
