/**
 * 000 §2: page meta tags are not written on the stock-locator preview route nor on any route whose name
 * contains stock-locator-order-online (those screens write their own).
 */
export function isMetaSuppressed(routeName: string): boolean {
  return routeName === 'stock-locator-preview' || routeName.includes('stock-locator-order-online')
}
