import type { FabView } from '../../engine/rules/floating-action-button.js'
import type { IslandLoading } from '../blocks/island-loading.js'
import { MAKE_WAY_SELECTOR } from './make-way-selector.js'

/**
 * When the floating button's island loads. Quick links appear on scroll and the secondary button is open
 * from the start: with the page. The plain button loads with the page only where it must move out of the
 * way of the page's own buttons (the vehicle page's, use-make-way); elsewhere on the first touch, pointer,
 * focus or key on it (the click that opens it is replayed), so it brings no React DOM into the page load.
 */
export function fabLoading(view: FabView): IslandLoading {
  if (view.mode === 'quick-links' || view.isSecondary) return { eager: true }
  return { interaction: true, eagerWhen: MAKE_WAY_SELECTOR }
}
