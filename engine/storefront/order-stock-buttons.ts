import type { StockButton } from './stock-button.js'

/**
 * 000 §4, 002 §4: primary buttons come first (otherwise the given order is kept). In the overseas market
 * the first non-primary button is promoted to primary before ordering. Returns new objects; the input is
 * left as it is.
 */
export function orderStockButtons(
  buttons: readonly StockButton[],
  options: { overseas?: boolean } = {},
): StockButton[] {
  const copy = buttons.map((b) => ({ ...b }))
  if (options.overseas) {
    const first = copy.find((b) => b.button_type !== 'primary')
    if (first) first.button_type = 'primary'
  }
  return [
    ...copy.filter((b) => b.button_type === 'primary'),
    ...copy.filter((b) => b.button_type !== 'primary'),
  ]
}
