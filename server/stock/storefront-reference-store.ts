import type { Dealer, Vehicle } from '../../engine/stock/stock-types.js'
import type { CatalogueNameplate } from '../../engine/finance/catalogue-nameplate.js'
import type { Queryable } from '../db/database.js'
import type { VehicleModel } from './reference/vehicle-models.js'

/** A model of the catalogue as the content API answers it. */
export type CatalogueModel = Pick<VehicleModel, 'id' | 'model_group' | 'data' | 'specs'>

/**
 * The storefront's reference data beside the stock (000 §7): company configs, widget translations, trade-in
 * options, configurator vehicles, the model catalogue and the fallback dealers. Read-only; the seed writes
 * them (server/stock/seed-stock.ts). The HTTP routes validate and shape, this store reads.
 */
export class StorefrontReferenceStore {
  constructor(private readonly database: Queryable) {}

  /** A company's config entries (company = a site key or a retailer's uuid), by config key. */
  companyConfigs(company: string): Promise<{ config_key: string; data: unknown }[]> {
    return this.database.query(
      'SELECT config_key, data FROM company_configs WHERE company = $1 ORDER BY config_key',
      [company],
    )
  }

  /** The translations whose id or language is `idOrLanguage`, and the `fallbackLanguage` ones. */
  widgetTranslations(
    idOrLanguage: string,
    fallbackLanguage: string,
  ): Promise<{ id: string; language: string; data: Record<string, string> }[]> {
    return this.database.query(
      'SELECT id, language, data FROM widget_translations WHERE id = $1 OR language = $1 OR language = $2',
      [idOrLanguage, fallbackLanguage],
    )
  }

  /** The trade-in form options stored for any of `languages`. */
  tradeInOptions(languages: string[]): Promise<{ language: string; data: unknown }[]> {
    return this.database.query(
      'SELECT language, data FROM trade_in_options WHERE language = ANY($1::text[])',
      [languages],
    )
  }

  /** The configured vehicle of a configurator URL, or null. */
  async configuredVehicle(configUrl: string): Promise<Vehicle | null> {
    const [row] = await this.database.query<{ data: Vehicle }>(
      'SELECT data FROM vehicle_configs WHERE config_url = $1',
      [configUrl],
    )
    return row?.data ?? null
  }

  /** A brand's models in catalogue order. */
  modelsOfBrand(brand: string): Promise<CatalogueModel[]> {
    return this.database.query(
      'SELECT id, model_group, data, specs FROM vehicle_models WHERE brand = $1 ORDER BY position',
      [brand],
    )
  }

  /** A brand's nameplates with their entry price and picture, in catalogue order (finance calculators). */
  nameplatesOfBrand(brand: string): Promise<CatalogueNameplate[]> {
    return this.database.query(
      `SELECT id, name, (data->>'price_from')::numeric::float8 AS price_from, data->>'image_id' AS image_id
       FROM vehicle_models WHERE brand = $1 ORDER BY position`,
      [brand],
    )
  }

  async model(id: string): Promise<CatalogueModel | null> {
    const [row] = await this.database.query<CatalogueModel>(
      'SELECT id, model_group, data, specs FROM vehicle_models WHERE id = $1',
      [id],
    )
    return row ?? null
  }

  /** The dealers shown when a postcode search finds none, of `brand` or of every brand. */
  async fallbackDealers(brand: string | null): Promise<Dealer[]> {
    const rows = await this.database.query<{ data: Dealer }>(
      `SELECT data FROM stock_dealers WHERE is_fallback AND ($1::text IS NULL OR $1::text = ANY(brands))
       ORDER BY position, name`,
      [brand],
    )
    return rows.map((row) => row.data)
  }
}
