import { toMinorUnits } from './minor-units.js'
import { vendorTakesCurrency } from './vendor-currencies.js'

/** The vendor that means a free reservation with no payment step (000 §4). */
export const FREE_RESERVATION_VENDOR = 'NO_PAYMENT_JAPAN'

/** What a reservation of one vehicle costs and who takes the payment: always computed by the server. */
export interface ReservationTerms {
  /** Trimmed and upper-cased (000 §4): STRIPE, PAYPAL, LIQPAY or NO_PAYMENT_JAPAN. */
  vendor: string
  amountMinor: number
  currency: string
  /** The dealer's Stripe connected account for the vehicle's owner, when the vendor config names one. */
  connectedAccount?: string
}

interface OrderOnlineConfigData {
  reservation_fee?: unknown
  currency?: unknown
  vendor?: { type?: unknown; stripe_connected_accounts?: unknown }
}

interface VehicleReservation {
  reservation_fee?: number
  currency?: string
  owner_uuid?: string
}

const isAccount = (value: unknown): value is { company_uuid: string; account_id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { company_uuid?: unknown }).company_uuid === 'string' &&
  typeof (value as { account_id?: unknown }).account_id === 'string'

/**
 * The reservation terms of a vehicle: the fee and currency of the vehicle's own reservation button set when
 * it has one (000 §3 "Reservation"), else the site's order_online config; the vendor from the config; the
 * connected account of the vehicle's owner. Null when the site sells nothing online (no vendor, no fee).
 * A free reservation (NO_PAYMENT_JAPAN) costs 0 whatever fee is configured; a vendor that does not take the
 * currency (LiqPay takes UAH, USD and EUR) cannot reserve the vehicle.
 */
export function reservationTerms(
  config: OrderOnlineConfigData | null,
  vehicle: { reservation?: VehicleReservation | undefined; owner_id?: string; currency?: string },
): ReservationTerms | null {
  const vendor = typeof config?.vendor?.type === 'string' ? config.vendor.type.trim().toUpperCase() : ''
  if (!vendor) return null
  const currency =
    vehicle.reservation?.currency ??
    (typeof config?.currency === 'string' ? config.currency : undefined) ??
    vehicle.currency
  if (!currency) return null
  if (vendor === FREE_RESERVATION_VENDOR) return { vendor, amountMinor: 0, currency }
  const fee =
    vehicle.reservation?.reservation_fee ??
    (typeof config?.reservation_fee === 'number' ? config.reservation_fee : undefined)
  if (fee === undefined || !Number.isFinite(fee) || fee <= 0) return null
  if (!vendorTakesCurrency(vendor, currency.toUpperCase())) return null
  const owner = vehicle.reservation?.owner_uuid ?? vehicle.owner_id
  const accounts = Array.isArray(config?.vendor?.stripe_connected_accounts)
    ? config.vendor.stripe_connected_accounts.filter(isAccount)
    : []
  const account = accounts.find((a) => a.company_uuid === owner)?.account_id
  return {
    vendor,
    amountMinor: toMinorUnits(fee, currency),
    currency,
    ...(account ? { connectedAccount: account } : {}),
  }
}
