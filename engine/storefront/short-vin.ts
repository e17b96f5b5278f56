/** 000 §3: the short VIN is the last 3 characters when the VIN is longer than 3; otherwise the VIN itself. */
export function shortVin(vin: string | null | undefined): string {
  const value = (vin ?? '').trim()
  return value.length > 3 ? value.slice(-3) : value
}
