import { createContext, type ReactElement } from 'react'
import type { RenderContext } from './render-context.js'

/**
 * Where the server keeps the rendered HTML of parts of a page that depend only on their own data (a block
 * without a loader, the footer), so an uncached render does not render them again (docs/decisions/018),
 * and for a while the HTML of blocks that show their loader's data (docs/decisions/029). Absent (the
 * editor, islands, tests of components), everything renders in place.
 */
export interface HtmlReuse {
  /**
   * The HTML `render()` makes, from the cache when `identity` (everything the HTML depends on besides the
   * render context: a block, a footer's settings) was rendered before in the same context. Null when it
   * cannot be reused this time (its render failed, or it is live and not kept yet): the caller renders it
   * in place, where the failure is reported as usual.
   *
   * `live`, for a part that shows loaded data: resolves true once this render's data arrived without an
   * error. Only then is `render()` called (the data is in place, so it renders without suspending), and
   * the HTML is kept while live data may be (until the next stock change, a minute at most).
   */
  html(
    kind: string,
    identity: object,
    context: RenderContext,
    render: () => ReactElement,
    live?: () => Promise<boolean>,
  ): string | null
}

export const HtmlReuseContext = createContext<HtmlReuse | null>(null)
