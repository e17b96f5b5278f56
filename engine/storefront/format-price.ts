import type { PriceType } from '../stock/stock-types.js'
import { cleanCurrencyValue } from './clean-currency-value.js'
import type { PriceSettings } from './price-settings.js'

function delimited(amount: number, delimiter: string): string {
  const cents = Math.round(amount * 100)
  const whole = Math.trunc(cents / 100)
  const fraction = cents % 100
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, delimiter)
  if (fraction === 0) return grouped
  // A comma or space delimiter keeps the dot as decimal mark; a dot delimiter takes the comma.
  const mark = delimiter === '.' ? ',' : '.'
  return `${grouped}${mark}${String(fraction).padStart(2, '0')}`
}

/**
 * A price as the storefront prints it (000 §3, §9; 002 §5):
 * - the value is cleaned to digits, dot and minus first; a value at or below zero, or not a number,
 *   gives "" (so callers can hide the price);
 * - the amount is rounded to cents, grouped in thousands with the delimiter, and shows decimals only when
 *   it has cents (the decimal mark is "," when the delimiter is ".", else ".");
 * - in the format, `^` becomes the symbol and `%` the amount: "^%" gives "€45,990", "% ^" gives "45,990 €";
 * - the format is `format`, or `stock_locator_format` in the stock locator context; the price type's
 *   override (`overrides[type]`) replaces symbol, delimiter and format field by field and wins over both;
 * - a lease price gets the lease string appended: "€899/Month".
 */
export function formatPrice(
  value: number | string | null | undefined,
  settings: PriceSettings,
  options: { type?: PriceType; context?: 'default' | 'stock_locator' } = {},
): string {
  const amount = cleanCurrencyValue(value)
  if (amount === null || amount <= 0) return ''
  const override = options.type ? settings.overrides[options.type] : undefined
  const symbol = override?.symbol ?? settings.symbol
  const delimiter = override?.delimiter ?? settings.delimiter
  const format =
    override?.format ??
    (options.context === 'stock_locator' ? settings.stock_locator_format : settings.format)
  const text = format.replace(/\^|%/g, (token) => (token === '^' ? symbol : delimited(amount, delimiter)))
  return options.type === 'lease' ? `${text}${settings.lease_string}` : text
}
