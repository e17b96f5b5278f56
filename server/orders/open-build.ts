import type { Queryable } from '../db/database.js'
import { StorefrontReferenceStore } from '../stock/storefront-reference-store.js'
import type { Site } from '../storage/site-store.js'
import { OrderError } from './order-error.js'
import { VehicleBuildStore } from './vehicle-build-store.js'

/**
 * The shopper's build of the configured vehicle of `configUrl` (the configurator journey's checkout,
 * decision 070): their open one, else a new one. A configuration that does not exist, or is another brand's
 * (each site sells its own), is an unknown vehicle, named as the call names it. No HTTP here (decision 069).
 */
export async function openBuild(
  database: Queryable,
  site: Site,
  holder: string,
  configUrl: string,
): Promise<{ id: string; created: boolean }> {
  const configured = await new StorefrontReferenceStore(database).configuredVehicle(configUrl)
  if (!configured || configured.attributes.nameplate_brand_name !== site.brand)
    throw new OrderError('unknown_vehicle', 'No configured vehicle of this site for this config_url', [
      { field: 'config_url', message: 'is not a configuration of this site’s brand' },
    ])
  return new VehicleBuildStore(database).openFor(site.key, holder, configUrl, configured)
}
