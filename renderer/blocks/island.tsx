import type { ReactNode } from 'react'
import { useRenderContext } from '../context/render-context.js'
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
  children,
}: IslandLoading & {
  name: string
  props: object
  children: ReactNode
}) {
  const { environment } = useRenderContext()
  if (environment === 'island') return <>{children}</>
  return (
    <div
      className="island"
      data-island={name}
      data-eager={eager ? '' : undefined}
      data-interaction={interaction ? '' : undefined}
      data-trigger={trigger}
      data-eager-when={eagerWhen}
      data-due={due === undefined ? undefined : Math.max(0, Math.round(due))}
    >
      <script
        type="application/json"
        data-island-props=""
        dangerouslySetInnerHTML={{ __html: safeJson(props) }}
      />
      <div data-island-root="">{children}</div>
    </div>
  )
}

/** JSON safe inside a script element: no "</script>", no HTML comment openers, no line separators. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
