import type { HeroCarouselAttributes } from '../../../templates/generated/types.js'
import type { IslandLoading } from '../island-loading.js'

/** How long before its first advance the carousel starts loading React DOM and hydrating (slow phones). */
const LEAD_MS = 1500

/**
 * The hero carousel sits above the fold, and its server markup looks right without React: slide 1 on
 * show, the controls drawn. So it hydrates on the shopper's first touch, pointer, focus or key (a click or
 * swipe made meanwhile is replayed), or, when it autoplays, just before its first slide is due to change;
 * never with the page load (docs/decisions/021).
 */
export function heroCarouselLoading(a: HeroCarouselAttributes): IslandLoading {
  const autoplay = (a.is_autoplay ?? true) && (a.slides?.length ?? 0) > 1
  if (!autoplay) return { interaction: true }
  const first = a.slides?.[0]?.slide_duration_limit ?? a.slide_duration ?? 6000
  return { interaction: true, due: Math.max(0, first - LEAD_MS) }
}
