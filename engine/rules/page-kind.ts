/** Analytics page kinds (000 §2). */
export type PageKind =
  'checkout_order_confirmation' | 'checkout_reservation' | 'checkout' | 'pdp' | 'plp' | 'dx_other'

/**
 * Route names with a kind of their own: the order-online success, checkout and vehicle-details steps and the
 * stock-locator vehicle preview (/showroom/:custom-:id). Meta suppression (isMetaSuppressed) reads the same
 * names.
 */
export const ROUTE_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-preview': 'pdp',
}

/**
 * The analytics kind of a page (000 §2): by route name first, then plp for a CMS page holding stock locator
 * blocks, otherwise dx_other.
 */
export function pageKind(routeName: string, hasStockLocatorBlocks: boolean): PageKind {
  return ROUTE_PAGE_KINDS[routeName] ?? (hasStockLocatorBlocks ? 'plp' : 'dx_other')
}
