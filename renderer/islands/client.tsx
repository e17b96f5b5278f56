// The only script a page loads for its blocks: finds islands and hydrates each from its own chunk when
// it nears the viewport. A page without islands does not load this file at all.
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isChunkLoadError } from '../../engine/rules/chunk-load-error.js'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  shouldReloadAfterChunkError,
} from '../../engine/rules/chunk-reload-guard.js'
import { RenderContextProvider, type RenderContext } from '../context/render-context.js'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

// Vite turns each glob entry into its own chunk, loaded only when an island of that name appears.
const blockIslands = import.meta.glob<IslandModule>('../blocks/*/island.tsx')
const layoutIslands = import.meta.glob<IslandModule>('../layout/islands/*.tsx')
// Storefront apps (vehicle page, saved vehicles): "storefront:<app>/<name>" is storefront/<app>/islands/<name>.tsx.
const storefrontIslands = import.meta.glob<IslandModule>('../storefront/*/islands/*.tsx')

function loaderFor(name: string): (() => Promise<IslandModule>) | undefined {
  if (name.startsWith('layout:'))
    return layoutIslands[`../layout/islands/${name.slice('layout:'.length)}.tsx`]
  if (name.startsWith('storefront:')) {
    const [app, island] = name.slice('storefront:'.length).split('/')
    return storefrontIslands[`../storefront/${app}/islands/${island}.tsx`]
  }
  return blockIslands[`../blocks/${name}/island.tsx`]
}

function contextFromDocument(): RenderContext {
  const html = document.documentElement
  const data = html.dataset
  return {
    site: { key: data.site ?? '', name: data.siteName ?? '', brand: data.brand ?? '' },
    theme: (data.theme as RenderContext['theme']) ?? 'lrdx',
    locale: html.lang || 'en',
    dir: html.dir === 'rtl' ? 'rtl' : 'ltr',
    environment: 'island',
    strict: false,
    localePrefix: data.localePrefix ?? '',
  }
}

async function hydrate(element: HTMLElement, context: RenderContext): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = loaderFor(name)
  const root = element.querySelector<HTMLElement>(':scope > [data-island-root]')
  const propsScript = element.querySelector<HTMLScriptElement>(':scope > script[data-island-props]')
  if (!load || !root || !propsScript) return
  const props = JSON.parse(propsScript.textContent || '{}') as Record<string, unknown>
  let Component: IslandModule['default']
  try {
    Component = (await load()).default
  } catch (error) {
    reloadAfterChunkError(error)
    throw error
  }
  hydrateRoot(
    root,
    <RenderContextProvider value={context}>
      <Component {...props} />
    </RenderContextProvider>,
  )
  element.dataset.hydrated = ''
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

function start(): void {
  const context = contextFromDocument()
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        void hydrate(entry.target as HTMLElement, context)
      }
    },
    { rootMargin: '100px' }, // 001 §9: lazy-hydration root margin
  )
  for (const island of islands) {
    if ('eager' in island.dataset) void hydrate(island, context)
    else observer.observe(island)
  }
}

start()
