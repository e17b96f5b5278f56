import { SOFT_LOCK_KEY } from '../../../engine/orders/soft-lock-key.js'
import type { PaymentChoice, PaymentFigures } from '../../../engine/orders/payment-option-figures.js'

/** 000 §9: where the journey keeps its state in the browser. */
export const ORDER_ONLINE_DATA_KEY = 'sl_order_online_data'
export const RESERVATION_KEY = 'sl_order_online_reservation'
/**
 * The reservations this browser confirmed (the newest few): once confirmed, the journey's own entries are
 * cleared, and without this a Back to the checkout would tell the shopper someone else reserved their car.
 */
export const OWN_RESERVATIONS_KEY = 'sl_order_online_own_reservations'
const OWN_RESERVATIONS_KEPT = 5

/** The trade-in as 000 §3 names it. */
export interface TradeInData {
  isTradeInOn: boolean
  brand?: { name: string }
  model?: { name: string }
  bodyType?: { name: string }
  fuelType?: { name: string }
  mileage?: number
  registration?: string
  registrationDate?: { date: string }
}

/** The order-online stored data of 000 §3 (the journey's choices); saved on every change. */
export interface OrderOnlineData {
  vehicleId: string
  detailsRoute: string
  location: string | null
  preselectedPaymentOption: PaymentChoice['type'] | null
  tradeInData: TradeInData
  configUrl: string | null
  paymentOptionsData: {
    type: PaymentChoice['type']
    metadata: PaymentFigures
    data: Record<number, PaymentChoice>
  }
  tabChoice: number
  servicePackData: { id: string; name: string; price: number } | null
  appBookingData: null
  locationDetails: { uuid: string; name: string; address: string } | null
  paymentRecipient: string | null
  termsAndConditionsData: { accepted: boolean; acceptedAt?: string }
}

/** The soft lock the checkout holds (renewed with holder and lock id, 000 §4). */
export interface StoredSoftLock {
  vehicleId: string
  lockId: string
  holder: string
  expiresAt: string
  /** In the configurator journey: the configuration whose build (`vehicleId`) is held (decision 070). */
  configUrl?: string
}

/** The order a payment hand-off is about: read back on the success step. */
export interface StoredReservation {
  orderNumber: string
  vehicleId: string
  vendor: string
  paypalOrderId?: string
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: the journey still works in this page, only a reload forgets it.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const readJourneyData = () => read<OrderOnlineData>(ORDER_ONLINE_DATA_KEY)
export const writeJourneyData = (data: OrderOnlineData) => write(ORDER_ONLINE_DATA_KEY, data)
/** The clear action of 000 §4: the stored data goes, the soft lock and reservation are separate. */
export const clearJourneyData = () => remove(ORDER_ONLINE_DATA_KEY)

export const readSoftLock = () => read<StoredSoftLock>(SOFT_LOCK_KEY)
export const writeSoftLock = (lock: StoredSoftLock) => write(SOFT_LOCK_KEY, lock)
/** 000 §4: a soft-lock entry is removed only when its vehicleId matches. */
export function clearSoftLock(vehicleId: string): void {
  if (readSoftLock()?.vehicleId === vehicleId) remove(SOFT_LOCK_KEY)
}

export const readReservation = () => read<StoredReservation>(RESERVATION_KEY)
export const writeReservation = (reservation: StoredReservation) => write(RESERVATION_KEY, reservation)
export const clearReservation = () => remove(RESERVATION_KEY)

interface OwnReservation {
  vehicleId: string
  orderNumber: string
}
/** Remembers that this browser reserved `vehicleId` with order `orderNumber`. */
export function rememberOwnReservation(own: OwnReservation): void {
  const kept = (read<OwnReservation[]>(OWN_RESERVATIONS_KEY) ?? []).filter(
    (r) => r.vehicleId !== own.vehicleId,
  )
  write(OWN_RESERVATIONS_KEY, [own, ...kept].slice(0, OWN_RESERVATIONS_KEPT))
}
/** The order with which this browser reserved `vehicleId`, if it did. */
export function ownReservationOf(vehicleId: string): OwnReservation | null {
  const kept = read<OwnReservation[]>(OWN_RESERVATIONS_KEY)
  return (Array.isArray(kept) ? kept : []).find((r) => r?.vehicleId === vehicleId) ?? null
}

/** Fresh journey data for a vehicle: nothing chosen yet but the first payment option. */
export function newJourneyData(
  vehicleId: string,
  detailsRoute: string,
  firstOption: PaymentChoice['type'],
  configUrl: string | null,
): OrderOnlineData {
  return {
    vehicleId,
    detailsRoute,
    location: null,
    preselectedPaymentOption: firstOption,
    tradeInData: { isTradeInOn: false },
    configUrl,
    paymentOptionsData: { type: firstOption, metadata: { type: firstOption }, data: {} },
    tabChoice: 0,
    servicePackData: null,
    appBookingData: null,
    locationDetails: null,
    paymentRecipient: null,
    termsAndConditionsData: { accepted: false },
  }
}

/**
 * The stored journey when it is this checkout's: its vehicle's, or in the configurator journey its
 * configuration's (the checkout holds the shopper's build of it, whose id the details step never saw:
 * decision 070). Null for another vehicle's journey.
 */
export function journeyOfCheckout(
  journey: OrderOnlineData | null,
  vehicleId: string,
  configUrl: string | null,
): OrderOnlineData | null {
  if (!journey) return null
  if (configUrl) return journey.configUrl === configUrl ? journey : null
  return journey.vehicleId === vehicleId ? journey : null
}

/** The stored hold when it is this checkout's: the same vehicle, or the build of the same configuration. */
export function softLockOfCheckout(vehicleId: string, configUrl: string | null): StoredSoftLock | null {
  const stored = readSoftLock()
  if (!stored) return null
  if (configUrl) return stored.configUrl === configUrl ? stored : null
  return stored.vehicleId === vehicleId ? stored : null
}
