import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import { modelShowcaseText } from '../model-summary/model-showcase-text.js'
import { KeyFigureList } from '../range-component/key-figure-list.js'

/**
 * Electrifying power (fields ours, decision 050): an electrified powertrain feature. A heading and
 * introduction with a wide image, then up to three powertrains (electric, plug-in hybrid, mild hybrid) as
 * cards, each with its badge (named in the page's language), description, figures and link.
 */
export function ElectrifyingPower({ block, attributes: a }: BlockProps<'electrifying-power'>) {
  const { locale } = useRenderContext()
  const badges = modelShowcaseText(locale).fuels
  const headingId = `${blockDomId(block.id)}-heading`
  const CardTag = subheadingTag(a.header_tag)
  const powertrains = a.powertrains ?? []
  return (
    <section
      className={classNames('electrifying', `tone-${a.box_color ?? 'black'}`)}
      aria-labelledby={a.heading ? headingId : undefined}
    >
      <div className="container electrifying__inner">
        <div className="electrifying__header">
          {a.heading ? (
            <Heading tag={a.header_tag} size="l" className="electrifying__heading" id={headingId}>
              {a.heading}
            </Heading>
          ) : null}
          <RichText html={a.paragraph} className="electrifying__intro" />
        </div>
        {a.image ? (
          <div className="electrifying__media">
            <ResponsiveImage
              image={a.image}
              sizes="(min-width: 1480px) 1400px, 100vw"
              width={1600}
              height={900}
              className="electrifying__image"
            />
          </div>
        ) : null}
        {powertrains.length ? (
          <ul className="electrifying__powertrains">
            {powertrains.map((item, i) => (
              <li key={i} className={`electrifying__card electrifying__card--${item.powertrain}`}>
                <p className="electrifying__badge">
                  <Icon
                    name={item.powertrain === 'mhev' ? 'fuel' : 'bolt'}
                    className="electrifying__badge-icon"
                  />
                  {badges[item.powertrain]}
                </p>
                {item.title ? <CardTag className="electrifying__title">{item.title}</CardTag> : null}
                {item.description ? <p className="electrifying__description">{item.description}</p> : null}
                <KeyFigureList figures={item.figures ?? []} className="electrifying__figures" />
                {item.link ? <LinkAnchor link={item.link} className="electrifying__link" /> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <RichText html={a.disclaimer} className="electrifying__disclaimer" />
      </div>
    </section>
  )
}
