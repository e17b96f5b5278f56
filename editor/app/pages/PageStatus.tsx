import { Badge } from '../../ui/Badge.js'
import type { PageSummary } from '../admin-client.js'
import { publishState, PUBLISH_STATE_TEXT } from './publish-state.js'

const TONE = { draft: 'neutral', published: 'success', changed: 'warning' } as const

/** A page's publish state, and its error count when its draft breaks field rules. */
export function PageStatus({ page }: { page: PageSummary }) {
  const state = publishState(page)
  return (
    <span className="pages-status">
      <Badge tone={TONE[state]} testId={`page-status:${page.id}`}>
        {PUBLISH_STATE_TEXT[state]}
      </Badge>
      {page.errorCount > 0 ? (
        <Badge tone="danger" testId={`page-errors:${page.id}`}>
          {page.errorCount} error{page.errorCount === 1 ? '' : 's'}
          <span className="visually-hidden">: not publishable yet</span>
        </Badge>
      ) : null}
    </span>
  )
}
