/** How long a failed rate lookup is remembered before it is tried again. */
const RETRY_AFTER_MS = 60_000

export interface CurrencyRate {
  rate: number
  startDate: string | null
}

const getAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      value,
    )

/**
 * The currency exchange rate (000 §4, §7): GET {currency_exchange.api_url}/currency-exchange, the rate read
 * at the key `currency_exchange.rate_key` (default "data") and the start date at
 * `currency_exchange.start_date_key` (default "startdate"). Fetched once per URL and kept; a response
 * without the key is logged only (000 §8) and gives no rate, as does a failed call (retried after a minute).
 * Without the api_url setting nothing is fetched.
 */
export function currencyRates(options: {
  fetcher?: typeof fetch
  log: (message: string, error?: unknown) => void
  timeoutMs?: number
}) {
  const fetcher = options.fetcher ?? fetch
  const known = new Map<string, { at: number; value: Promise<CurrencyRate | null> }>()

  async function load(url: string, rateKey: string, startKey: string): Promise<CurrencyRate | null> {
    try {
      const res = await fetcher(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        headers: { accept: 'application/json' },
      })
      if (!res.ok) throw new Error(`status ${res.status}`)
      const body: unknown = await res.json()
      const raw = getAt(body, rateKey)
      const rate = typeof raw === 'string' ? Number(raw) : raw
      if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
        options.log(`[storefront] currency exchange response has no rate at "${rateKey}"`)
        return null
      }
      const start = getAt(body, startKey)
      return { rate, startDate: typeof start === 'string' ? start : null }
    } catch (error) {
      options.log(`[storefront] currency exchange failed: ${url}`, error)
      return null
    }
  }

  return {
    /** The rate for a site's settings, or null (no setting, no rate). */
    async rateFor(settings: Record<string, string>): Promise<CurrencyRate | null> {
      const base = settings['currency_exchange.api_url']
      if (!base) return null
      const url = /\/currency-exchange\/?$/.test(base)
        ? base
        : `${base.replace(/\/+$/, '')}/currency-exchange`
      const entry = known.get(url)
      if (entry) {
        const value = await entry.value
        if (value || Date.now() - entry.at < RETRY_AFTER_MS) return value
      }
      const value = load(
        url,
        settings['currency_exchange.rate_key'] || 'data',
        settings['currency_exchange.start_date_key'] || 'startdate',
      )
      known.set(url, { at: Date.now(), value })
      return value
    },
  }
}

export type CurrencyRates = ReturnType<typeof currencyRates>
