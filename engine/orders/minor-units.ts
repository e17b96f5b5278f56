/** Digits after the decimal point of an ISO 4217 currency (AUD 2, JPY 0, KWD 3), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    )
  } catch {
    return 2
  }
}

/** An amount in the currency's major unit (500.5 AUD) as minor units (50050), rounded to the nearest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency))
}

/** Minor units back to the major unit as a decimal string with the currency's digits ("500.50"). */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}
