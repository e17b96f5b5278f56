import type { PageSummary } from '../admin-client.js'

const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** When a page was last saved, published or restored, and by whom when that was recorded. */
export function LastEdited({ page }: { page: PageSummary }) {
  if (!page.updatedAt) return null
  return (
    <span className="pages-edited">
      <time dateTime={page.updatedAt}>{FORMAT.format(new Date(page.updatedAt))}</time>
      {page.updatedBy ? <span className="pages-edited__by">by {page.updatedBy}</span> : null}
    </span>
  )
}
