import type { BlockProps } from '../../block-props.js'
import type { RetailerSchemaData } from './load-retailer-schema.js'
import { RetailerJsonLd } from './RetailerJsonLd.js'

/** The retailer schema block (002 §3): the retailer as a schema.org AutoDealer in JSON-LD. */
export function JlrRetailerSchema({ attributes, data }: BlockProps<'jlr-retailer-schema'>) {
  return (
    <RetailerJsonLd type="AutoDealer" attributes={attributes} data={data as RetailerSchemaData | undefined} />
  )
}
