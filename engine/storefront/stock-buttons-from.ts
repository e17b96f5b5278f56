import { languageOf } from './language-of.js'
import type { StockButton } from './stock-button.js'

/**
 * The vehicle page's buttons when the site configures none: reserve online first, then enquiries. Their
 * labels are English; `DEFAULT_STOCK_BUTTON_LABELS` has them in other languages.
 */
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

/** The default buttons' labels by language, by button id (decision 007 "Labels by locale"). */
export const DEFAULT_STOCK_BUTTON_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar: { reserve: 'احجز عبر الإنترنت', enquire: 'استفسر الآن', 'test-drive': 'احجز تجربة قيادة' },
}

const isButton = (v: unknown): v is StockButton => {
  if (typeof v !== 'object' || v === null) return false
  const b = v as Record<string, unknown>
  return ['id', 'label', 'button_type', 'target'].every((k) => typeof b[k] === 'string' && b[k] !== '')
}

/**
 * The stock buttons of a site (setting `stock_locator.buttons`: a list of button definitions, 000 §3, or a
 * JSON string of one; a locale's own list comes with the locale's settings, decision 014). Invalid entries
 * are dropped; no valid entry gives the defaults, labelled in the locale's language (English when there
 * is no table for it). `target_type` and `target_action` default to "internal" and "link".
 */
export function stockButtonsFrom(settings: Record<string, unknown>, locale?: string): StockButton[] {
  let raw = settings['stock_locator.buttons']
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw)
    } catch {
      raw = null
    }
  }
  const valid = Array.isArray(raw) ? raw.filter(isButton) : []
  if (!valid.length) {
    const labels = DEFAULT_STOCK_BUTTON_LABELS[languageOf(locale)] ?? {}
    return DEFAULT_STOCK_BUTTONS.map((b) => ({ ...b, label: labels[b.id] ?? b.label }))
  }
  return valid.map((b) => ({
    id: b.id,
    label: b.label,
    button_type: b.button_type,
    target: b.target,
    target_type: typeof b.target_type === 'string' ? b.target_type : 'internal',
    target_action: typeof b.target_action === 'string' ? b.target_action : 'link',
  }))
}
