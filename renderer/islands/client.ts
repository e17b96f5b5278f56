// The only script a page loads for its islands. It imports no React: plain islands (renderer/layout/islands/
// *.dom.ts) mount from their own small modules, and React DOM loads with the first island that needs it
// (hydrate-island.tsx). A page without islands does not load this file at all.
import type { ComponentType } from 'react'
import { isChunkLoadError } from '../../engine/rules/chunk-load-error.js'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  shouldReloadAfterChunkError,
} from '../../engine/rules/chunk-reload-guard.js'

type Props = Record<string, unknown>
type ReactIsland = { default: ComponentType<Props> }
type PlainIsland = { default: (root: HTMLElement, props: Props) => void }

// Vite turns each glob entry into its own chunk, loaded only when an island of that name appears.
const blockIslands = import.meta.glob<ReactIsland>('../blocks/*/island.tsx')
const layoutIslands = import.meta.glob<ReactIsland>('../layout/islands/*.tsx')
const plainIslands = import.meta.glob<PlainIsland>('../layout/islands/*.dom.ts')
// Storefront apps (vehicle page, saved vehicles): "storefront:<app>/<name>" is storefront/<app>/islands/<name>.tsx.
const storefrontIslands = import.meta.glob<ReactIsland>('../storefront/*/islands/*.tsx')

/** A plain island's module, else a React island's; a layout island is plain when it has a .dom.ts. */
function loaderFor(
  name: string,
): { plain: () => Promise<PlainIsland> } | { react: () => Promise<ReactIsland> } | undefined {
  if (name.startsWith('layout:')) {
    const base = `../layout/islands/${name.slice('layout:'.length)}`
    const plain = plainIslands[`${base}.dom.ts`]
    if (plain) return { plain }
    const react = layoutIslands[`${base}.tsx`]
    return react && { react }
  }
  if (name.startsWith('storefront:')) {
    const [app, island] = name.slice('storefront:'.length).split('/')
    const react = storefrontIslands[`../storefront/${app}/islands/${island}.tsx`]
    return react && { react }
  }
  const react = blockIslands[`../blocks/${name}/island.tsx`]
  return react && { react }
}

/** Mounts or hydrates one island; resolves once it works (a React island's effects have run). */
async function activate(element: HTMLElement): Promise<void> {
  const load = loaderFor(element.dataset.island ?? '')
  const root = element.querySelector<HTMLElement>(':scope > [data-island-root]')
  const propsScript = element.querySelector<HTMLScriptElement>(':scope > script[data-island-props]')
  if (!load || !root || !propsScript) return
  const props = JSON.parse(propsScript.textContent || '{}') as Props
  if ('plain' in load) (await loadChunk(load.plain)).default(root, props)
  else {
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([
      loadChunk(load.react),
      loadChunk(() => import('./hydrate-island.js')),
    ])
    await hydrateIsland(root, Component, props)
  }
  element.dataset.hydrated = ''
}

async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    reloadAfterChunkError(error)
    throw error
  }
}

/**
 * A chunk that fails to load usually means a new deployment replaced it: reload the page to get the new
 * one, at most once a minute (000 §8-9), so a chunk that is really gone cannot loop.
 */
function reloadAfterChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)) || null
    if (!shouldReloadAfterChunkError(last, Date.now())) return
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()))
  } catch {
    // No session storage (privacy mode): reload without remembering; the browser's cache breaks a loop.
  }
  window.location.reload()
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const
/** Pointer events on an island before it works, replayed in order once it does: a swipe is not lost. */
const GESTURE_EVENTS = ['pointerdown', 'pointerup', 'pointercancel'] as const

/**
 * An island that loads on interaction (data-interaction): the first pointer, focus, key or touch on its
 * trigger loads and hydrates it. The trigger is the island itself, or the elements matching data-trigger
 * anywhere on the page (the exit popup's links that leave the site). With data-due it also loads at the latest
 * that many ms after navigation start, once the page has loaded (a carousel before its first advance). The
 * server's HTML works before that: links are links. A click that arrives before the island works (on a
 * trigger, or on one of the island's buttons) is held, and the island's own pointer events are noted; they are
 * replayed on the same elements, in order, once it works or once loading failed.
 */
function onInteraction(island: HTMLElement): void {
  const selector = island.dataset.trigger
  const scope: HTMLElement | Document = selector ? document : island
  const triggerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(selector || 'button') : null
  const held: { target: Element; event: Event }[] = []
  let ready: Promise<void> | undefined
  const start = () => {
    for (const type of INTENT_EVENTS) scope.removeEventListener(type, onIntent, true)
    ready ??= activate(island)
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        scope.removeEventListener('click', hold, true)
        for (const type of GESTURE_EVENTS) island.removeEventListener(type, note, true)
        for (const { target, event } of held.splice(0)) target.dispatchEvent(event)
      })
    return ready
  }
  const onIntent = (event: Event) => {
    if (!selector || triggerOf(event.target)) void start()
  }
  const hold = (event: Event) => {
    const trigger = triggerOf(event.target)
    if (!trigger || (!selector && !island.contains(trigger))) return
    event.preventDefault()
    event.stopPropagation()
    held.push({ target: trigger, event: new MouseEvent('click', event as MouseEvent) })
    void start()
  }
  const note = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element)
      held.push({ target: event.target, event: new PointerEvent(event.type, event as PointerEvent) })
  }
  for (const type of INTENT_EVENTS) scope.addEventListener(type, onIntent, { capture: true, passive: true })
  scope.addEventListener('click', hold, true)
  if (!selector)
    for (const type of GESTURE_EVENTS) island.addEventListener(type, note, { capture: true, passive: true })
  const due = island.dataset.due
  if (due) afterLoad(() => setTimeout(() => void start(), Math.max(0, Number(due) - performance.now())))
}

/** Runs `run` once the page has loaded (at once when it has). */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

function start(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        waiting.delete(entry.target as HTMLElement)
        observer.unobserve(entry.target)
        void activate(entry.target as HTMLElement)
      }
    },
    { rootMargin: '100px' }, // 001 §9: lazy-hydration root margin
  )
  const waiting = new Set<HTMLElement>()
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = island.dataset.eagerWhen
    if ('eager' in island.dataset || (when && document.querySelector(when))) void activate(island)
    else if ('interaction' in island.dataset) onInteraction(island)
    else {
      observer.observe(island)
      waiting.add(island)
    }
  }
  // A link to #id inside an island below the fold (a derivative in a closed tab) must find it working: the
  // island that holds the address's target hydrates at once, on load and when the hash changes.
  const activateHashTarget = () => {
    // Every island around it: the tabs that hold the panel, and the block inside the panel.
    for (let island = hashTarget()?.closest<HTMLElement>('[data-island]'); island;) {
      if (waiting.delete(island)) {
        observer.unobserve(island)
        void activate(island)
      }
      island = island.parentElement?.closest<HTMLElement>('[data-island]')
    }
  }
  activateHashTarget()
  window.addEventListener('hashchange', activateHashTarget)
}

/** The element the address's #id names, if any. */
function hashTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null // a malformed escape names nothing
  }
}

start()
