import type { BlockProps } from '../../block-props.js'
import { LocatorBlock } from '../../storefront/retailers/LocatorBlock.js'

/**
 * The retailer locator block (002 §3, standard variant): search by postcode, suburb, state or position, results
 * nearest first, each opening its card.
 */
export function JlrDealerLocator({ block, attributes, data }: BlockProps<'jlr-dealer-locator'>) {
  return <LocatorBlock blockId={block.id} variant="standard" attributes={attributes} data={data} />
}
