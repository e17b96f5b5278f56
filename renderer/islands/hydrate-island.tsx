import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RenderContextProvider, type RenderContext } from '../context/render-context.js'

/**
 * Hydrates a React island's server HTML with its component (renderer/islands/client.ts imports this module,
 * and with it React DOM, only when a page has such an island to hydrate). Resolves once the island's effects
 * have run, so a click held until then (an island loaded on interaction) finds its listeners in place.
 */
export function hydrateIsland(
  root: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      <RenderContextProvider value={contextFromDocument()}>
        <Ready onReady={resolve}>
          <Component {...props} />
        </Ready>
      </RenderContextProvider>,
    )
  })
}

/** Draws nothing of its own; its effect runs after every effect below it. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
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
