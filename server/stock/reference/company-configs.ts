/** A company config entry (000 §3 "Config entries"): its type and data. */
export interface CompanyConfig {
  config_type: string
  data: Record<string, unknown>
}

/** Texts of the order-online pages per language (engine/orders/config-text.ts). */
const STEPS = {
  en: ['Details', 'Checkout', 'Success', 'Confirmation'],
  ar: ['التفاصيل', 'الدفع', 'تم الحجز', 'التأكيد'],
}

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
      data: {
        content: {
          type: 'html',
          html: {
            en: `<p>Pay in full at your ${brand} retailer.</p>`,
            ar: '<p>ادفع المبلغ كاملًا لدى الوكيل.</p>',
          },
        },
      },
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
        content: {
          type: 'html',
          html: {
            en: '<p>Service plans and accessories can be added before you collect the vehicle.</p>',
            ar: '<p>يمكن إضافة باقات الخدمة والإكسسوارات قبل استلام السيارة.</p>',
          },
        },
        service_packs: [
          {
            id: 'service-3y',
            name: { en: '3-year service plan', ar: 'باقة خدمة لمدة 3 سنوات' },
            price: 1950,
          },
          {
            id: 'service-5y',
            name: { en: '5-year service plan', ar: 'باقة خدمة لمدة 5 سنوات' },
            price: 2950,
          },
        ],
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
      data: {
        sections: ['details', 'form', 'payment', 'terms_and_conditions'],
        terms_html: {
          en: `<p>The reservation fee holds the vehicle for you for 7 days and is deducted from the price. It is refunded in full if your ${brand} retailer cannot complete the sale.</p>`,
          ar: '<p>تحجز رسوم الحجز السيارة لك لمدة 7 أيام وتُخصم من السعر، وتُرد كاملة إذا تعذّر على الوكيل إتمام البيع.</p>',
        },
      },
    },
    {
      config_type: 'order_online_success_page',
      data: {
        heading: { en: 'Thank you for your reservation', ar: 'شكرًا لحجزك' },
        paragraph: {
          en: `Your ${brand} retailer will be in touch within one business day.`,
          ar: 'سيتواصل معك الوكيل خلال يوم عمل واحد.',
        },
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

/** The demo retailer that takes its reservation fees through LiqPay, in hryvnias: it sells both brands. */
export const LIQPAY_DEALER = 'dealer-027'

/**
 * Retailers whose own config names another vendor than their site's: a vehicle of the site's vendor (Stripe
 * on Land Rover, PayPal on Jaguar) is one none of them owns.
 */
export const RETAILERS_WITH_OWN_VENDOR = [FREE_RESERVATION_DEALER, LIQPAY_DEALER]

/**
 * Company config entries of retailers that override their site's (decision 026): the company is the
 * retailer's uuid. One demo retailer reserves without payment, another through LiqPay (its fee in UAH, the
 * currency LiqPay's checkout takes), in both journeys.
 */
export function retailerCompanyConfigs(): { company: string; entry: CompanyConfig }[] {
  const own: [string, Record<string, unknown>][] = [
    [FREE_RESERVATION_DEALER, { vendor: { type: 'NO_PAYMENT_JAPAN' } }],
    [LIQPAY_DEALER, { vendor: { type: 'liqpay' }, reservation_fee: 20_000, currency: 'UAH' }],
  ]
  return own.flatMap(([company, data]) =>
    ['order_online', 'config_order_online'].map((config_type) => ({ company, entry: { config_type, data } })),
  )
}
