/** One figure of a model's specification (the content API's /vehicles/{id}/specs items). */
export interface CatalogueSpecItem {
  /** A stable key (maximum_power, seats...); absent in catalogues seeded before keys were added. */
  key?: string
  label: string
  value: string
}

/** An engine of a model as the catalogue describes it (a derivative's engine_key names one). */
export interface CatalogueEngineDetail {
  code: string
  fuels: string[]
  power_kw: number
  drivetrain: string
}

/**
 * A model of the content API's catalogue (server/stock/reference/vehicle-models.ts) as the storefront's
 * blocks read it in process: its public data (what /vehicles answers) and its specification groups.
 */
export interface CatalogueModelRecord {
  id: string
  model_group: string
  data: {
    id?: string
    name?: string
    brand?: string
    body_type?: string
    image_id?: string | null
    price_from?: number
    currency?: string
    engines?: string[]
    engine_details?: CatalogueEngineDetail[]
    [key: string]: unknown
  }
  specs: { category: string; items: CatalogueSpecItem[] }[]
}

/** A catalogue model id: what the catalogue routes accept (lower-case letters, digits and -). */
export const CATALOGUE_MODEL_ID = /^[a-z0-9-]{1,64}$/
