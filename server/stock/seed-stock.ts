import type { Queryable } from '../db/database.js'
import type { StockDealer } from './generate/generate-dealers.js'
import { generateStock } from './generate/generate-stock.js'
import { STOCK_IMAGE_IDS } from './generate/stock-image-ids.js'
import { insertStock } from './insert-stock.js'
import { companyConfigs, retailerCompanyConfigs } from './reference/company-configs.js'
import { configuratorVehicles } from './reference/configurator-vehicles.js'
import { tradeInOptions } from './reference/trade-in-options.js'
import { vehicleModels } from './reference/vehicle-models.js'
import { WIDGET_TRANSLATIONS } from './reference/widget-translations.js'

/** The demo stock's size and seed: what `npm start` and the tests' seeded database hold. */
export const DEMO_STOCK = { count: 2000, seed: 1 }

/**
 * Fills the stock tables of an empty database: the generated dealers and vehicles, each site's company
 * config (the Company-Config header names the site key), widget translations, trade-in options,
 * configurator vehicles and the model catalogue. Returns the media ids of the vehicle photos, for the
 * caller to create as demo images.
 */
export async function seedStock(
  db: Queryable,
  sites: { key: string; brand: string }[],
  { count, seed } = DEMO_STOCK,
): Promise<string[]> {
  const stock = generateStock({ count, seed })
  await insertStock(db, stock)
  await seedStockReference(db, sites, stock.dealers)
  return Object.values(STOCK_IMAGE_IDS).flat()
}

/**
 * The stock's reference data: each site's company config, widget translations, trade-in options,
 * configurator vehicles (owned by `dealers`) and the model catalogue.
 */
export async function seedStockReference(
  db: Queryable,
  sites: { key: string; brand: string }[],
  dealers: StockDealer[],
): Promise<void> {
  const json = (value: unknown) => JSON.stringify(value)
  const configs = [
    ...sites.flatMap((site) =>
      companyConfigs(site.brand).map((entry) => ({ company: site.key, key: entry.config_type, data: entry })),
    ),
    ...retailerCompanyConfigs().map(({ company, entry }) => ({
      company,
      key: entry.config_type,
      data: entry,
    })),
  ]
  await db.query(
    `INSERT INTO company_configs (company, config_key, data)
     SELECT company, key, data FROM jsonb_to_recordset($1::jsonb) AS r (company text, key text, data jsonb)`,
    [json(configs)],
  )
  await db.query(
    `INSERT INTO widget_translations (id, language, data)
     SELECT id, language, data FROM jsonb_to_recordset($1::jsonb) AS r (id text, language text, data jsonb)`,
    [json(WIDGET_TRANSLATIONS)],
  )
  await db.query(
    `INSERT INTO trade_in_options (language, data) SELECT key, value FROM jsonb_each($1::jsonb)`,
    [json(tradeInOptions())],
  )
  await db.query(
    `INSERT INTO vehicle_configs (config_url, data)
     SELECT config_url, data FROM jsonb_to_recordset($1::jsonb) AS r (config_url text, data jsonb)`,
    [json(configuratorVehicles(dealers))],
  )
  await db.query(
    `INSERT INTO vehicle_models (id, brand, model_group, name, position, data, specs)
     SELECT id, brand, model_group, name, position, data, specs
     FROM jsonb_to_recordset($1::jsonb)
       AS r (id text, brand text, model_group text, name text, position int, data jsonb, specs jsonb)`,
    [json(vehicleModels())],
  )
}
