import type { OrderOnlineData } from './journey-storage.js'

/**
 * The journey's choices as the order calls take them (POST /buy_online/orders and its summary): the finance
 * option's type and inputs, the trade-in, the service pack and the retailer. The server reads ids and
 * inputs only and prices everything itself; the figures go along as the spec's analytics data (000 §3).
 * `extra` joins the metadata (the terms' acceptance time).
 */
export function orderChoicesBody(journey: OrderOnlineData | null, extra: Record<string, unknown> = {}) {
  if (!journey) return { metadata: { trade_in: { isTradeInOn: false }, ...extra } }
  const choice = journey.paymentOptionsData.data[journey.tabChoice] ?? {
    type: journey.paymentOptionsData.type,
  }
  return {
    finance_option: journey.paymentOptionsData.type,
    metadata: {
      trade_in: journey.tradeInData ?? { isTradeInOn: false },
      payment_option: journey.paymentOptionsData.metadata,
      payment_choice: choice,
      location: journey.locationDetails,
      service_pack: journey.servicePackData,
      ...extra,
    },
    ...(journey.configUrl ? { config_url: journey.configUrl } : {}),
  }
}
