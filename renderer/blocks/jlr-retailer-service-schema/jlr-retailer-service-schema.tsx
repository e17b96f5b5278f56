import type { BlockProps } from '../../block-props.js'
import type { RetailerSchemaData } from '../jlr-retailer-schema/load-retailer-schema.js'
import { RetailerJsonLd } from '../jlr-retailer-schema/RetailerJsonLd.js'

/** The retailer service schema block (002 §3): the retailer's service centre as a schema.org AutoRepair. */
export function JlrRetailerServiceSchema({ attributes, data }: BlockProps<'jlr-retailer-service-schema'>) {
  return (
    <RetailerJsonLd type="AutoRepair" attributes={attributes} data={data as RetailerSchemaData | undefined} />
  )
}
