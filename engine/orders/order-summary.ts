import type { BuildSummary } from './build-summary.js'
import type { JourneyLocation, JourneyVehicle } from './journey-types.js'
import { fromMinorUnits } from './minor-units.js'
import {
  paymentFigures,
  type PaymentChoice,
  type PaymentFigures,
  type PaymentOptionSettings,
  type PaymentOptionType,
} from './payment-option-figures.js'
import { FREE_RESERVATION_VENDOR, type ReservationTerms } from './reservation-terms.js'
import { tradeInProblems, type TradeInProblem } from './trade-in-problems.js'
import type { TradeInChoices } from './journey-types.js'

/** A trade-in as an order keeps it: the checked fields only, names trimmed. */
export interface TradeInSummary {
  brand: string
  model: string
  bodyType: string
  fuelType: string
  mileage: number
  registrationDate: string
  registration?: string
}

/**
 * What the shopper chose, as the server computed it from its own data (never the browser's figures): shown
 * before paying, kept on the order (`metadata.summary`), and shown back on the confirmation page and in the
 * mails. Amounts are in the site's currency (`currency`), but the fee, which is in the reservation's.
 */
export interface OrderSummary {
  vehicle: { id: string; title: string; subtitle: string; price: number | null }
  currency: string
  fee: { amount: number; currency: string; free: boolean; vendor: string }
  /** The payment option and its figures (the site's finance terms for a lease). */
  finance: PaymentFigures | null
  trade_in: TradeInSummary | null
  service_plan: { id: string; name: string; price: number } | null
  retailer: JourneyLocation | null
  /** The configuration of a build (the configurator journey, decision 070); absent or null for stock. */
  build?: BuildSummary | null
}

/** What the shopper asked for, as the checkout sends it. */
export interface OrderChoiceRequest {
  payment: PaymentChoice | null
  tradeIn: unknown
  servicePackId: string | null
  locationUuid: string | null
}

export interface SummaryProblem {
  field: string
  code: string
  message: string
}

const nameOf = (value: unknown) =>
  ((value as { name?: unknown } | null)?.name as string | undefined)?.trim() ?? ''

/**
 * The order's summary from the server's data: the vehicle and its price, the reservation terms, the payment
 * option's figures recomputed with the site's settings, the trade-in (checked by tradeInProblems), the
 * service plan and the retailer looked up by id among those offered. An option, plan or retailer not
 * offered, or a bad trade-in, is a problem named by its field as the order's body nests it
 * (`metadata.trade_in.mileage`), and no summary.
 */
export function orderSummary(input: {
  vehicle: Pick<JourneyVehicle, 'id' | 'title' | 'subtitle' | 'price'>
  currency: string
  terms: ReservationTerms
  offered: PaymentOptionType[]
  settings: PaymentOptionSettings
  servicePacks: { id: string; name: string; price: number }[]
  locations: JourneyLocation[]
  tradeInOptions: TradeInChoices | null
  request: OrderChoiceRequest
  now: Date
  /** The build's configuration, for a build (decision 070). */
  build?: BuildSummary | null
}): { summary: OrderSummary; problems: [] } | { summary: null; problems: SummaryProblem[] } {
  const { request } = input
  const problems: SummaryProblem[] = []
  const payment = request.payment
  if (payment && !input.offered.includes(payment.type))
    problems.push({
      field: 'finance_option',
      code: 'not_an_option',
      message: 'is not offered for this vehicle',
    })
  const pack = request.servicePackId ? input.servicePacks.find((p) => p.id === request.servicePackId) : null
  if (pack === undefined)
    problems.push({
      field: 'metadata.service_pack.id',
      code: 'not_an_option',
      message: 'is not a service plan offered',
    })
  const retailer = request.locationUuid
    ? input.locations.find((l) => l.uuid === request.locationUuid)
    : (input.locations[0] ?? null)
  if (retailer === undefined)
    problems.push({
      field: 'metadata.location.uuid',
      code: 'not_an_option',
      message: 'is not a retailer offered',
    })
  const tradeIn = tradeInProblems(request.tradeIn, input.tradeInOptions, input.now)
  problems.push(
    ...tradeIn.map((p: TradeInProblem) => ({
      field: `metadata.trade_in.${p.field}`,
      code: p.code,
      message: p.message,
    })),
  )
  if (problems.length) return { summary: null, problems }
  const t = request.tradeIn as Record<string, unknown> | null | undefined
  const on = t?.isTradeInOn === true
  const plate = on && typeof t.registration === 'string' ? t.registration.trim() : ''
  return {
    problems: [],
    summary: {
      vehicle: {
        id: input.vehicle.id,
        title: input.vehicle.title,
        subtitle: input.vehicle.subtitle,
        price: input.vehicle.price,
      },
      currency: input.currency,
      fee: {
        amount: Number(fromMinorUnits(input.terms.amountMinor, input.terms.currency)),
        currency: input.terms.currency,
        free: input.terms.vendor === FREE_RESERVATION_VENDOR,
        vendor: input.terms.vendor,
      },
      finance: payment ? paymentFigures(input.vehicle.price ?? 0, payment, input.settings) : null,
      trade_in: on
        ? {
            brand: nameOf(t.brand),
            model: nameOf(t.model),
            bodyType: nameOf(t.bodyType),
            fuelType: nameOf(t.fuelType),
            mileage: t.mileage as number,
            registrationDate: (t.registrationDate as { date: string }).date,
            ...(plate ? { registration: plate } : {}),
          }
        : null,
      service_plan: pack ? { id: pack.id, name: pack.name, price: pack.price } : null,
      retailer: retailer ? { uuid: retailer.uuid, name: retailer.name, address: retailer.address } : null,
      ...(input.build ? { build: input.build } : {}),
    },
  }
}
