import type { BlockProps } from '../../block-props.js'
import { LocatorBlock } from '../../storefront/retailers/LocatorBlock.js'

/**
 * The MENA retailer locator block (002 §3): search by city or position in markets without postcodes, results
 * nearest first, each opening its card.
 */
export function JlrDealerLocatorMena({ block, attributes, data }: BlockProps<'jlr-dealer-locator-mena'>) {
  return <LocatorBlock blockId={block.id} variant="mena" attributes={attributes} data={data} />
}
