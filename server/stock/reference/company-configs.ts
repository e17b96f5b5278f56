/** A company config entry (000 §3 "Config entries"): its type and data. */
export interface CompanyConfig {
  config_type: string
  data: Record<string, unknown>
}

const STEPS = ['Details', 'Checkout', 'Success', 'Confirmation']

/**
 * The demo company config of one site: showroom entries (lease, subscription, cash, additional) and the
 * order-online pages, plus their config_ variants for the configurator journey (000 §4, §7).
 */
export function companyConfigs(brand: string): CompanyConfig[] {
  const currency = 'AUD'
  // The two demo sites take reservation fees through different providers, so both hosted checkouts can
  // be tried: Land Rover with Stripe, Jaguar with PayPal.
  const vendor = brand === 'Jaguar' ? { type: 'paypal' } : { type: 'stripe', stripe_connected_accounts: [] }
  const entries: CompanyConfig[] = [
    {
      config_type: 'cash',
      data: { content: { type: 'html', html: `<p>Pay in full at your ${brand} retailer.</p>` } },
    },
    {
      config_type: 'lease',
      data: {
        content: { type: 'calculator', config: { fields: ['deposit', 'term'], groups: ['monthly'] } },
        terms: [24, 36, 48, 60],
        interest_rate: 6.49,
        currency,
      },
    },
    {
      config_type: 'subscription',
      data: {
        content: { type: 'finance_options_table', rows: [{ label: '12 months, 20,000 km' }] },
        durations: [6, 12, 24],
        mileages: [10_000, 20_000, 30_000],
        currency,
      },
    },
    {
      config_type: 'additional',
      data: {
        content: { type: 'html', html: '<p>Service plans and accessories can be added at checkout.</p>' },
      },
    },
    {
      config_type: 'order_online',
      data: {
        reservation_fee: 500,
        currency,
        vendor,
      },
    },
    { config_type: 'order_online_steps_page', data: { steps: STEPS } },
    {
      config_type: 'order_online_checkout_page',
      data: { sections: ['details', 'form', 'payment', 'terms_and_conditions'] },
    },
    {
      config_type: 'order_online_success_page',
      data: {
        heading: 'Thank you for your reservation',
        paragraph: `Your ${brand} retailer will be in touch.`,
      },
    },
  ]
  const configurator = entries
    .filter((entry) => entry.config_type.startsWith('order_online'))
    .map((entry) => ({ config_type: `config_${entry.config_type}`, data: entry.data }))
  return [...entries, ...configurator]
}

/** The demo retailer that takes free reservations (NO_PAYMENT_JAPAN): it sells both brands. */
export const FREE_RESERVATION_DEALER = 'dealer-025'

/**
 * Company config entries of retailers that override their site's (decision 026): the company is the
 * retailer's uuid. One demo retailer reserves without payment, in both journeys.
 */
export function retailerCompanyConfigs(): { company: string; entry: CompanyConfig }[] {
  const data = { vendor: { type: 'NO_PAYMENT_JAPAN' } }
  return ['order_online', 'config_order_online'].map((config_type) => ({
    company: FREE_RESERVATION_DEALER,
    entry: { config_type, data },
  }))
}
