import type { BlockProps } from '../../block-props.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'

/**
 * Single offer (001 §3): one offer, image beside its title, price, description, small print and link;
 * outside its schedule the block shows nothing (BlockFrame).
 */
export function SingleOffer({ block, attributes: a }: BlockProps<'single-offer'>) {
  const shows = fieldVisibility(a.hidden_fields)
  return (
    <BlockFrame
      blockId={block.id}
      attributes={a}
      className="single-offer"
      linkClassName="button button--primary"
      lead={shows('price') && a.price ? <p className="single-offer__price">{a.price}</p> : undefined}
      image={a.image}
    >
      {shows('disclaimer') && a.disclaimer ? (
        <p className="single-offer__small-print">{a.disclaimer}</p>
      ) : null}
    </BlockFrame>
  )
}
