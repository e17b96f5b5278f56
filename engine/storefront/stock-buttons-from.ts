import type { StockButton } from './stock-button.js'

/** The vehicle page's buttons when the site configures none: reserve online first, then enquiries. */
export const DEFAULT_STOCK_BUTTONS: readonly StockButton[] = [
  {
    id: 'reserve',
    label: 'Reserve online',
    button_type: 'primary',
    target: '/showroom-order-online/vehicle/{id}',
    target_type: 'internal',
    target_action: 'reserve',
  },
  {
    id: 'enquire',
    label: 'Enquire now',
    button_type: 'secondary',
    target: '/contact-us?vehicle={id}',
    target_type: 'internal',
    target_action: 'enquire',
  },
  {
    id: 'test-drive',
    label: 'Book a test drive',
    button_type: 'secondary',
    target: '/test-drive?vehicle={id}',
    target_type: 'internal',
    target_action: 'test_drive',
  },
]

const isButton = (v: unknown): v is StockButton => {
  if (typeof v !== 'object' || v === null) return false
  const b = v as Record<string, unknown>
  return ['id', 'label', 'button_type', 'target'].every((k) => typeof b[k] === 'string' && b[k] !== '')
}

/**
 * The stock buttons of a site (setting `stock_locator.buttons`: a list of button definitions, 000 §3, or a
 * JSON string of one). Invalid entries are dropped; no valid entry gives the defaults. `target_type` and
 * `target_action` default to "internal" and "link".
 */
export function stockButtonsFrom(settings: Record<string, unknown>): StockButton[] {
  let raw = settings['stock_locator.buttons']
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw)
    } catch {
      raw = null
    }
  }
  const valid = Array.isArray(raw) ? raw.filter(isButton) : []
  if (!valid.length) return DEFAULT_STOCK_BUTTONS.map((b) => ({ ...b }))
  return valid.map((b) => ({
    id: b.id,
    label: b.label,
    button_type: b.button_type,
    target: b.target,
    target_type: typeof b.target_type === 'string' ? b.target_type : 'internal',
    target_action: typeof b.target_action === 'string' ? b.target_action : 'link',
  }))
}
