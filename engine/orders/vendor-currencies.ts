/**
 * The currencies a payment vendor takes, where it does not take them all: LiqPay's checkout answers only
 * UAH, USD and EUR (its API v3 and official SDKs). A reservation in another currency cannot go to it.
 */
const VENDOR_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  LIQPAY: ['UAH', 'USD', 'EUR'],
}

/** Whether `vendor` (trimmed, upper-case) takes payments in `currency` (ISO 4217, upper-case). */
export function vendorTakesCurrency(vendor: string, currency: string): boolean {
  const taken = VENDOR_CURRENCIES[vendor]
  return !taken || taken.includes(currency)
}
