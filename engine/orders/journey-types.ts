import type { VehicleAnalytics } from '../storefront/vehicle-analytics.js'
import type { PaymentOptionSettings, PaymentOptionType } from './payment-option-figures.js'
import type { ShowroomContent } from './showroom-content.js'

/** The four steps of the order-online journey (000 §2), in order: the active step index starts at 0. */
export const JOURNEY_STEPS = ['details', 'checkout', 'success', 'confirmation'] as const
export type JourneyStep = (typeof JOURNEY_STEPS)[number]

/** The vehicle as the journey shows it: small enough for the islands' props. */
export interface JourneyVehicle {
  id: string
  list: string
  title: string
  subtitle: string
  status: string
  image: { src: string; srcSet?: string; width: number; height: number } | null
  /** The purchase price shown (drive-away when it applies), or null for "price on request". */
  price: number | null
  priceText: string
  owner: { id: string; name: string; address: string }
  analytics: VehicleAnalytics
}

export interface JourneyPaymentOption {
  type: PaymentOptionType
  /** Its showroom content block, valid by 000 §5; html already sanitised by the server. */
  content: ShowroomContent | null
}

/** What every step of the journey reads from the site's configs (000 §3 "Config entries", §4 journey mode). */
export interface JourneyConfig {
  configurator: boolean
  stepLabels: string[] | null
  checkoutSections: string[]
  success: { heading: string | undefined; paragraph: string | undefined }
  paymentOptions: JourneyPaymentOption[]
  paymentSettings: PaymentOptionSettings
  additional: ShowroomContent | null
  servicePacks: { id: string; name: string; price: number }[]
  termsHtml: string | null
}

/** A place to collect the vehicle (000 §3 locationDetails). */
export interface JourneyLocation {
  uuid: string
  name: string
  address: string
}

/** The trade-in form's options (000 §3: bodyTypes, brands, models, fuelTypes). */
export interface TradeInChoices {
  bodyTypes: { id: string; name: string }[]
  brands: { id: string; name: string }[]
  models: { id: string; name: string; brand: string }[]
  fuelTypes: { id: string; name: string }[]
}

/** Where the journey's pages are, with the locale prefix. */
export interface JourneyPaths {
  details: string
  checkout: string
  success: string
  confirmation: string
  stock: string
}
