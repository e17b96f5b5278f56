import type {
  JourneyConfig,
  JourneyLocation,
  JourneyPaymentOption,
  JourneyVehicle,
  TradeInChoices,
} from '../../engine/orders/journey-types.js'
import type { SiteFinanceTerms } from '../../engine/finance/site-finance-terms.js'
import { configText, isText, isTextList } from '../../engine/orders/config-text.js'
import { paymentOptionType } from '../../engine/orders/payment-option-figures.js'
import { showroomContent, type ShowroomContent } from '../../engine/orders/showroom-content.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { StockList, Vehicle } from '../../engine/stock/stock-types.js'
import { displayedPrices } from '../../engine/storefront/displayed-prices.js'
import type { PriceSettings } from '../../engine/storefront/price-settings.js'
import { vehicleAnalytics } from '../../engine/storefront/vehicle-analytics.js'
import { sanitizeRichText } from '../../renderer/html/sanitize-rich-text.js'
import { heroSources } from '../../renderer/storefront/vehicle-page/hero-sources.js'
import type { StorefrontReferenceStore } from '../stock/storefront-reference-store.js'

const DEFAULT_SECTIONS = ['details', 'form', 'payment', 'terms_and_conditions']

const numbers = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0)
    : []
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * A content block in the page's language (`html` may be a text per language), valid by 000 §5, with its
 * html sanitised (editors write it; shoppers see it).
 */
function safeContent(
  raw: unknown,
  text: <T>(value: unknown, valid: (v: unknown) => v is T) => T | undefined,
): ShowroomContent | null {
  const block = record(raw)
  const content = showroomContent('html' in block ? { ...block, html: text(block.html, isText) } : raw)
  return content?.type === 'html' ? { type: 'html', html: sanitizeRichText(content.html) } : content
}

/**
 * The journey's settings from the site's company config entries: the order_online pages (their config_
 * variants in the configurator journey, 000 §4) and the showroom entries cash, lease, subscription and
 * additional, with the site's finance terms. An entry's `content_types` overrides its content per payment option type (000 §3).
 */
export async function journeyConfig(
  reference: StorefrontReferenceStore,
  site: string,
  configurator: boolean,
  locale: { locale: string; isDefault: boolean },
  /** The site's finance terms (its settings): the lease figures use the vehicle page's rate and product. */
  finance: SiteFinanceTerms,
): Promise<JourneyConfig> {
  const text = <T>(value: unknown, valid: (v: unknown) => v is T) =>
    configText(value, locale.locale, locale.isDefault, valid)
  const entries = new Map(
    (await reference.companyConfigs(site)).map((row) => [row.config_key, record(record(row.data).data)]),
  )
  const page = (type: string) => entries.get(configurator ? `config_${type}` : type) ?? {}
  const steps = page('order_online_steps_page').steps
  const sections = page('order_online_checkout_page').sections
  const success = page('order_online_success_page')
  const checkout = page('order_online_checkout_page')
  const overrides = record(page('order_online').content_types)
  const paymentOptions: JourneyPaymentOption[] = []
  for (const key of ['cash', 'lease', 'subscription']) {
    const entry = entries.get(key)
    const type = paymentOptionType(key)
    if (!entry || !type) continue
    paymentOptions.push({ type, content: safeContent(overrides[key] ?? entry.content, text) })
  }
  const lease = entries.get('lease') ?? {}
  const subscription = entries.get('subscription') ?? {}
  const additional = entries.get('additional') ?? {}
  const packs = Array.isArray(additional.service_packs) ? additional.service_packs : []
  return {
    configurator,
    stepLabels: text(steps, isTextList) ?? null,
    checkoutSections:
      Array.isArray(sections) && sections.every((s) => typeof s === 'string')
        ? (sections as string[])
        : DEFAULT_SECTIONS,
    success: {
      heading: text(success.heading, isText),
      paragraph: text(success.paragraph, isText),
    },
    paymentOptions,
    paymentSettings: {
      leaseTerms: numbers(lease.terms),
      // The showroom entry's own interest_rate is not read: one rate for the whole site (decision 066).
      finance,
      subscriptionDurations: numbers(subscription.durations),
      subscriptionMileages: numbers(subscription.mileages),
    },
    additional: safeContent(additional.content, text),
    servicePacks: packs
      .map(record)
      .map((p) => ({ id: p.id, name: text(p.name, isText), price: p.price }))
      .filter(
        (p): p is JourneyConfig['servicePacks'][number] =>
          typeof p.id === 'string' && !!p.name && typeof p.price === 'number',
      ),
    termsHtml: ((html) => (html ? sanitizeRichText(html) : null))(text(checkout.terms_html, isText)),
  }
}

/** The vehicle's summary for the journey, priced with the site's settings. */
export function journeyVehicle(vehicle: Vehicle, priceSettings: PriceSettings): JourneyVehicle {
  const a = vehicle.attributes
  const prices = displayedPrices(vehicle, priceSettings)
  const purchase = prices.onRequest ? undefined : prices.prices.find((p) => p.type === 'purchase')
  const title = `${a.nameplate_brand_name} ${a.model_display_name || a.nameplate_name}`
  // A display name often ends with the version ("Defender 110 X-Dynamic SE"): the subtitle does not repeat it.
  const version = a.version && !title.endsWith(` ${a.version}`) ? a.version : ''
  return {
    id: vehicle.id,
    list: vehicle.list,
    title,
    subtitle: [version, a.production_year > 0 ? String(a.production_year) : ''].filter(Boolean).join(' · '),
    status: a.status,
    image: a.photos?.[0] ? heroSources(a.photos[0]) : null,
    price: purchase?.value ?? null,
    priceText: purchase?.text ?? '',
    owner: { id: a.owner_id, name: a.owner_name, address: a.owner_address },
    analytics: vehicleAnalytics(vehicle, purchase?.value ?? null),
  }
}

/** The trade-in form's options in the page's language (English behind a missing one). */
export async function journeyTradeIn(
  reference: StorefrontReferenceStore,
  language: string,
): Promise<TradeInChoices | null> {
  const rows = await reference.tradeInOptions([language, 'en'])
  return ((rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en'))?.data ??
    null) as TradeInChoices | null
}

/** Where the shopper may collect the vehicle: its own retailer first, then the brand's other retailers. */
export async function journeyLocations(stock: StockReader, vehicle: Vehicle): Promise<JourneyLocation[]> {
  const a = vehicle.attributes
  const dealers = await stock
    .listingDealers(vehicle.list as StockList, a.nameplate_brand_name)
    .catch(() => [])
  const own = { uuid: a.owner_id, name: a.owner_name, address: a.owner_address }
  return [
    own,
    ...dealers
      .filter((d) => d.id !== a.owner_id)
      .map((d) => ({ uuid: d.id, name: d.name, address: d.address })),
  ]
}
