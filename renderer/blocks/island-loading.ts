/**
 * When an island loads (renderer/blocks/island.tsx): `eager` with the page; `interaction` on the first
 * pointer, focus, key or touch on it (or on an element matching `trigger`); `due` at the latest this many ms
 * after navigation start (never before the page's load event), for an island that must act on its own by
 * then; `eagerWhen` with the page when the page holds an element matching it. Nothing set: when it nears
 * the viewport.
 */
export interface IslandLoading {
  eager?: boolean
  /** With the page when it holds an element matching this selector, else by the other fields. */
  eagerWhen?: string
  interaction?: boolean
  trigger?: string
  due?: number
}
