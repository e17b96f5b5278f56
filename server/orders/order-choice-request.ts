import type { OrderChoiceRequest } from '../../engine/orders/order-summary.js'
import { paymentOptionType, type PaymentChoice } from '../../engine/orders/payment-option-figures.js'

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * What an order (or its summary before paying) asks for, from the checkout's body: the finance option
 * (`finance_option`, its inputs in `metadata.payment_choice`), and `metadata`'s trade_in, service_pack.id
 * and location.uuid (the journey's stored data, 000 §3). Only ids and inputs are read: every figure is
 * the server's (engine/orders/order-summary.ts). Inputs outside the offered lists fall back there.
 */
export function orderChoiceRequest(
  financeOption: string | undefined,
  metadata: Record<string, unknown> | undefined,
): OrderChoiceRequest {
  const m = metadata ?? {}
  const type = financeOption ? paymentOptionType(financeOption) : null
  const inputs = record(m.payment_choice)
  const payment: PaymentChoice | null = type
    ? {
        type,
        ...(number(inputs.termMonths) !== undefined ? { termMonths: number(inputs.termMonths) } : {}),
        ...(number(inputs.depositPercent) !== undefined
          ? { depositPercent: number(inputs.depositPercent) }
          : {}),
        ...(number(inputs.durationMonths) !== undefined
          ? { durationMonths: number(inputs.durationMonths) }
          : {}),
        ...(number(inputs.yearlyMileage) !== undefined
          ? { yearlyMileage: number(inputs.yearlyMileage) }
          : {}),
      }
    : null
  return {
    payment,
    tradeIn: m.trade_in,
    servicePackId: text(record(m.service_pack).id),
    locationUuid: text(record(m.location).uuid),
  }
}
