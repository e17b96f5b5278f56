/**
 * What a retailer may offer, as keys: the Dealers screen ticks them, the dealers API filters on them
 * (`q[services_includes]`), and the storefront shows each with its icon and a label in the page's language.
 */
export const DEALER_SERVICES = [
  'sales',
  'approved',
  'service',
  'parts',
  'body-repair',
  'ev-charging',
] as const
export type DealerServiceKey = (typeof DEALER_SERVICES)[number]

/** The icon (renderer/html/icon.tsx) each service is shown with. */
export const DEALER_SERVICE_ICONS: Record<DealerServiceKey, string> = {
  sales: 'car',
  approved: 'key',
  service: 'wrench',
  parts: 'settings',
  'body-repair': 'steering-wheel',
  'ev-charging': 'bolt',
}

/** Whether a text is one of the service keys. */
export const isDealerService = (value: unknown): value is DealerServiceKey =>
  (DEALER_SERVICES as readonly unknown[]).includes(value)
