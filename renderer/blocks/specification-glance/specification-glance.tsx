import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'

/** Specification at a glance: key figures (a large number, its unit, a short description) and a disclaimer. */
export function SpecificationGlance({ attributes: a }: BlockProps<'specification-glance'>) {
  const figures = a.groups ?? []
  const columns = Math.min(Math.max(figures.length, 1), 4)
  return (
    <section className="spec-glance">
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="m" className="spec-glance__heading">
            {a.heading}
          </Heading>
        ) : null}
        {figures.length ? (
          <ul className={`spec-glance__figures spec-glance__figures--columns-${columns}`}>
            {figures.map((figure, i) => (
              <li key={i} className="spec-glance__item">
                <Heading
                  tag={figure.number_heading_tag ?? 'H3'}
                  className={`spec-glance__figure spec-glance__figure--${figure.number_heading_font_size ?? 'xl'}`}
                >
                  <bdi className="spec-glance__number">{figure.number_heading}</bdi>
                  {figure.unit ? <span className="spec-glance__unit">{figure.unit}</span> : null}
                </Heading>
                {figure.description ? <p className="spec-glance__description">{figure.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <RichText html={a.disclaimer} className="spec-glance__disclaimer" />
      </div>
    </section>
  )
}
