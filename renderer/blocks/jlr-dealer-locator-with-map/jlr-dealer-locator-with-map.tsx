import type { BlockProps } from '../../block-props.js'
import { LocatorBlock } from '../../storefront/retailers/LocatorBlock.js'

/**
 * The retailer locator with a map (002 §3): the standard search, and the results on a map beside the list
 * (Google Maps, MapLibre, or a drawn map: decision 038).
 */
export function JlrDealerLocatorWithMap({
  block,
  attributes,
  data,
}: BlockProps<'jlr-dealer-locator-with-map'>) {
  return <LocatorBlock blockId={block.id} variant="map" attributes={attributes} data={data} />
}
