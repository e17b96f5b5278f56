import type { FabSetting } from './fab-setting.js'
import { isSafeHref } from './safe-href.js'

/** 001 §2, 000 §9 constants of the floating action button and quick links. */
export const FAB_BUTTON_SIZE_PX = 55
export const FAB_MENU_MAX_WIDTH_PX = 360
export const QUICK_LINKS_SCROLL_THRESHOLD_PX = 400
export const QUICK_LINKS_AUTO_CLOSE_MS = 5000
export const QUICK_LINKS_STAGGER_MS = 150
/** In English; renderer/layout/layout-labels.ts has it in the other languages. */
export const QUICK_LINKS_DEFAULT_EXPAND_LABEL = 'Next Steps'
export const QUICK_LINKS_PANEL_EXPANDED_PX = 229
export const QUICK_LINKS_PANEL_COLLAPSED_PX = 47
export const QUICK_LINKS_MOBILE_MIN_HEIGHT_PX = 65
export const FAB_SECONDARY_MOBILE_ITEMS = 3
export const FAB_TOUCH_HIGHLIGHT_MS = 200

export interface FabViewItem {
  label: string
  url?: string
  target: '_self' | '_blank'
  icon?: string
  /** The dynamic-content strategy deciding whether the item shows, checked where the data is. */
  strategy?: NonNullable<FabSetting['items']>[number]['strategy']
}

/** What the layout draws: the round button with its menu, or quick links. */
export interface FabView {
  mode: 'fab' | 'quick-links'
  items: FabViewItem[]
  isSecondary: boolean
  mobileButtonLabel?: string
  /** The configured expand label; absent, the layout shows its own default in the page's language. */
  expandLabel?: string
  reversed: boolean
}

/**
 * The floating action button state of a page (001 §2, §3): hidden where navigation is disabled or the button
 * is disabled; a page's own items take precedence over the global setting's, and each flag the page sets
 * over the global one. Quick-links mode shows items with a url; the button shows items with link text
 * (001 §8). Unsafe urls are removed. Null when nothing would show.
 */
export function resolveFab(input: {
  page?: FabSetting | null
  global?: FabSetting | null
  navigationDisabled: boolean
}): FabView | null {
  if (input.navigationDisabled) return null
  const page = input.page ?? {}
  const global = input.global ?? {}
  const flag = (key: 'isQuickLinks' | 'isfabDisabled' | 'isSecondary' | 'areQuickLinksReversed') =>
    (page[key] ?? global[key]) === true
  if (flag('isfabDisabled')) return null
  const source = page.items?.length ? page.items : (global.items ?? [])
  const quickLinks = flag('isQuickLinks')
  const items = source.flatMap((item): FabViewItem[] => {
    const url = isSafeHref(item.link.url) ? item.link.url : undefined
    const text = item.link.link_text?.trim()
    if (quickLinks ? !url : !text) return []
    return [
      {
        label: text || (url ?? ''),
        ...(url ? { url } : {}),
        target: item.link.target === '_blank' ? '_blank' : '_self',
        ...(item.icon ? { icon: item.icon } : {}),
        ...(item.strategy ? { strategy: item.strategy } : {}),
      },
    ]
  })
  if (!items.length) return null
  const mobileButtonLabel = (page.mobileButtonLabel ?? global.mobileButtonLabel)?.trim()
  const expandLabel = (page.quickLinksExpandButtonLabel ?? global.quickLinksExpandButtonLabel)?.trim()
  return {
    mode: quickLinks ? 'quick-links' : 'fab',
    items,
    isSecondary: flag('isSecondary'),
    ...(mobileButtonLabel ? { mobileButtonLabel } : {}),
    ...(expandLabel ? { expandLabel } : {}),
    reversed: flag('areQuickLinksReversed'),
  }
}
