import type { BlockProps } from '../../block-props.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'

/**
 * Icons timeline (001 §3): up to 20 steps on a line, each a marker (its icon, or a small image instead),
 * a title, a short text and a link. An ordered list: down the page on phones, across in rows from 768 px.
 */
export function IconsTimeline({ block, attributes: a }: BlockProps<'icons-timeline'>) {
  const shows = fieldVisibility(a.hidden_fields)
  const steps = a.steps ?? []
  if (!steps.length) return null
  return (
    <BlockFrame blockId={block.id} attributes={a} className="icons-timeline">
      <ol className="icons-timeline__steps">
        {steps.map((step, i) => (
          <li key={i} id={step.hash || undefined} className="icons-timeline__step">
            <span className="icons-timeline__marker">
              {step.image ? (
                <ResponsiveImage
                  image={step.image}
                  sizes="56px"
                  width={200}
                  height={200}
                  max={360}
                  className="icons-timeline__image"
                />
              ) : shows('steps.icon') && step.icon ? (
                <Icon name={step.icon} className="icons-timeline__icon" />
              ) : (
                <span className="icons-timeline__number" aria-hidden="true">
                  {i + 1}
                </span>
              )}
            </span>
            <h3 className="icons-timeline__title">{step.title}</h3>
            {shows('steps.text') && step.text ? <p className="icons-timeline__text">{step.text}</p> : null}
            {shows('steps.link') && step.link ? (
              <LinkAnchor link={step.link} className="icons-timeline__link" />
            ) : null}
          </li>
        ))}
      </ol>
    </BlockFrame>
  )
}
