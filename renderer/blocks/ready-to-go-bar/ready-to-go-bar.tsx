import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'

/** The bar shows this many items; the template stores one more (001 §9: 5, only the first 4 shown). */
export const READY_TO_GO_SHOWN = 4

/** Ready-to-go bar (001 §3): a bar of next steps, each an icon, a label and a link; the first four show. */
export function ReadyToGoBar({ block, attributes: a }: BlockProps<'ready-to-go-bar'>) {
  const t = uiText(useRenderContext().locale)
  const shows = fieldVisibility(a.hidden_fields)
  const items = (a.items ?? []).slice(0, READY_TO_GO_SHOWN)
  if (!items.length) return null
  const image = shows('image') ? a.image : undefined
  return (
    <BlockFrame blockId={block.id} attributes={a} className="ready-bar">
      <div className="ready-bar__bar">
        {image ? (
          <ResponsiveImage
            image={image}
            sizes="200px"
            width={640}
            height={360}
            max={415}
            className="ready-bar__image"
          />
        ) : null}
        <ul className="ready-bar__items" aria-label={a.title ? undefined : t.nextSteps}>
          {items.map((item, i) => {
            const content = (
              <>
                {shows('items.icon') ? <Icon name={item.icon} className="ready-bar__icon" /> : null}
                <span className="ready-bar__label">{item.label}</span>
              </>
            )
            return (
              <li key={i} id={item.hash || undefined} className="ready-bar__item">
                {item.link ? (
                  <LinkAnchor link={item.link} className="ready-bar__action">
                    {content}
                  </LinkAnchor>
                ) : (
                  <span className="ready-bar__action">{content}</span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </BlockFrame>
  )
}
