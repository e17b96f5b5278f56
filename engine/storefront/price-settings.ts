import type { PriceType } from '../stock/stock-types.js'
import { PRICE_TYPES } from '../stock/stock-types.js'
import {
  DEFAULT_FINANCE_RATE_PERCENT,
  siteFinanceTerms,
  type SiteFinanceTerms,
} from '../finance/site-finance-terms.js'

/** How one price reads: `^` in `format` is the currency symbol, `%` the delimited amount (000 §9). */
export interface PriceFormat {
  symbol: string
  /** The thousands delimiter. */
  delimiter: string
  format: string
}

/** The site setting `price_settings` (000 §3 "Price settings", §9). */
export interface PriceSettings extends PriceFormat {
  /** "% ^" by default on stock locator cards (000 §9). */
  stock_locator_format: string
  /** Appended to lease prices: "/Month" by default. */
  lease_string: string
  full_string?: string
  offer_string?: string
  iso_currency: string
  /** Default 1 (000 §3). */
  double_price_rate: number
  /** Per price type overrides of symbol, delimiter, format (000 §9). */
  overrides: Partial<Record<PriceType, Partial<PriceFormat>>>
  /**
   * The site's finance terms, from which every lease price shown is quoted (withQuotedLease), so a card, the
   * vehicle page and the journey show one monthly price per car (decision 066).
   */
  finance: SiteFinanceTerms
}

/** 000 §9: symbol euro, comma delimiter, format "^%" (stock locator "% ^"), lease shown as /Month. */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = Object.freeze({
  symbol: '€',
  delimiter: ',',
  format: '^%',
  stock_locator_format: '% ^',
  lease_string: '/Month',
  iso_currency: 'EUR',
  double_price_rate: 1,
  overrides: Object.freeze({}),
  finance: Object.freeze({ product: 'HirePurchaseSample', ratePercent: DEFAULT_FINANCE_RATE_PERCENT }),
}) as PriceSettings

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)

/** A format must place the amount; one without `%` would print no price at all, so it is refused. */
const formatOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.includes('%') ? value : fallback

function overridesFrom(value: unknown): PriceSettings['overrides'] {
  if (!isRecord(value)) return {}
  const overrides: PriceSettings['overrides'] = {}
  for (const type of PRICE_TYPES) {
    const entry = value[type]
    if (!isRecord(entry)) continue
    const override: Partial<PriceFormat> = {}
    if (typeof entry.symbol === 'string') override.symbol = entry.symbol
    if (typeof entry.delimiter === 'string') override.delimiter = entry.delimiter
    if (typeof entry.format === 'string' && entry.format.includes('%')) override.format = entry.format
    overrides[type] = override
  }
  return overrides
}

/**
 * The price settings of a site from its settings (key `price_settings`, an object or a JSON string of
 * one). Each invalid or missing field falls back to its default (000 §5: invalid stored settings use a
 * default); `double_price_rate` must be a positive number.
 */
export function priceSettingsFrom(settings: Record<string, unknown>): PriceSettings {
  let raw: unknown = settings.price_settings
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw)
    } catch {
      raw = undefined
    }
  }
  if (!isRecord(raw)) return { ...DEFAULT_PRICE_SETTINGS, overrides: {}, finance: siteFinanceTerms(settings) }
  const d = DEFAULT_PRICE_SETTINGS
  const rate = raw.double_price_rate
  const result: PriceSettings = {
    symbol: stringOr(raw.symbol, d.symbol),
    delimiter: stringOr(raw.delimiter, d.delimiter),
    format: formatOr(raw.format, d.format),
    stock_locator_format: formatOr(raw.stock_locator_format, d.stock_locator_format),
    lease_string: stringOr(raw.lease_string, d.lease_string),
    iso_currency:
      typeof raw.iso_currency === 'string' && raw.iso_currency ? raw.iso_currency : d.iso_currency,
    double_price_rate:
      typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : d.double_price_rate,
    overrides: overridesFrom(raw.overrides),
    finance: siteFinanceTerms(settings),
  }
  if (typeof raw.full_string === 'string') result.full_string = raw.full_string
  if (typeof raw.offer_string === 'string') result.offer_string = raw.offer_string
  return result
}
