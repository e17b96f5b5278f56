import { createContext, type ReactElement } from 'react'
import type { RenderContext } from './render-context.js'

/**
 * Where the server keeps the rendered HTML of parts of a page that depend only on their own data (a block
 * without a loader, the footer), so an uncached render does not render them again (docs/decisions/018).
 * Absent (the editor, islands, tests of components), everything renders in place.
 */
export interface HtmlReuse {
  /**
   * The HTML `render()` makes, from the cache when `identity` (everything the HTML depends on besides the
   * render context: a block, a footer's settings) was rendered before in the same context. Null when it
   * cannot be reused this time (its render failed): the caller renders it in place, where the failure is
   * reported as usual.
   */
  html(kind: string, identity: object, context: RenderContext, render: () => ReactElement): string | null
}

export const HtmlReuseContext = createContext<HtmlReuse | null>(null)
