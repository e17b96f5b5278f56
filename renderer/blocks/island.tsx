import type { ReactNode } from 'react'
import { useRenderContext } from '../context/render-context.js'
import { ReusedHtml } from '../html/reused-html.js'
import type { IslandLoading } from './island-loading.js'

/**
 * Marks an interactive part of the page for hydration in the browser. The client script
 * (renderer/islands/client.ts) finds `data-island`, waits until it nears the viewport (root margin 100px),
 * loads the island's own code-split chunk and hydrates it with the props from the JSON script beside it.
 * Names: a block template key (module renderer/blocks/<key>/island.tsx, props { block, attributes }) or
 * "layout:<name>" (module renderer/layout/islands/<name>.tsx, or the plain <name>.dom.ts). `eager` loads it
 * with the page; `interaction` on the first pointer, focus, key or touch on it, or on an element matching
 * `trigger` anywhere on the page; with `due` as well, at the latest `due` ms after navigation start;
 * `eagerWhen` with the page when the page holds an element matching that selector.
 */
export function Island({
  name,
  props,
  eager = false,
  interaction = false,
  trigger,
  due,
  eagerWhen,
  reused = false,
  children,
}: IslandLoading & {
  name: string
  props: object
  /**
   * Its server HTML may be reused for the same props (docs/decisions/018): true for islands whose children
   * are exactly their component with these props, as the browser hydrates them (the layout's). Not for a
   * block island, whose slots render nested blocks the props leave out.
   */
  reused?: boolean
  children: ReactNode
}) {
  const { environment } = useRenderContext()
  if (environment === 'island') return <>{children}</>
  return (
    <ReusedHtml
      as="div"
      attributes={{
        className: 'island',
        'data-island': name,
        'data-eager': eager ? '' : undefined,
        'data-interaction': interaction ? '' : undefined,
        'data-trigger': trigger,
        'data-eager-when': eagerWhen,
        'data-due': due === undefined ? undefined : Math.max(0, Math.round(due)),
      }}
      kind="island"
      identity={reused ? { name, props } : null}
    >
      <script
        type="application/json"
        data-island-props=""
        dangerouslySetInnerHTML={{ __html: safeJson(props) }}
      />
      <div data-island-root="">{children}</div>
    </ReusedHtml>
  )
}

/** What each character that may not appear raw inside a script element becomes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON safe inside a script element: no "</script>", no HTML comment openers, no line separators. One pass
 * over the JSON (it runs for every island of every uncached render, and props can be tens of KB).
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] as string)
}
