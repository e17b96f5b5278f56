import { useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import type { ModelSummaryData } from './load-model-summary.js'
import { modelShowcaseText } from './model-showcase-text.js'
import { StandardEquipmentDialog } from './standard-equipment-dialog.js'

/**
 * Derivatives / model summary (002 §2, §3): one derivative with its name and body style, the three figures
 * of spec_key_1..3 read from the catalogue (load-model-summary.ts), its features, and a Standard equipment
 * button that opens the list in a modal dialog. tab_id is its hash id: a link to #tab_id scrolls here, and a
 * model summary filter around it opens its tab. The dialog's content is in the server HTML (bots, no-JS).
 */
export function ModelSummary({ block, attributes: a, data }: BlockProps<'model-summary'>) {
  const { locale } = useRenderContext()
  const text = modelShowcaseText(locale)
  const [equipmentOpen, setEquipmentOpen] = useState(false)
  const summary = data as ModelSummaryData | null | undefined
  const domId = blockDomId(block.id)
  const name = a.model || summary?.name || a.car_key
  const image = a.image ?? (summary?.imageId ? { id: summary.imageId, alt: name } : undefined)
  const subline = [a.bodystyle, summary?.engine ?? a.engine_key].filter(Boolean).join(' · ')
  const SubTag = subheadingTag(a.header_tag ?? 'H3')
  const labels = [a.spec_label_1, a.spec_label_2, a.spec_label_3]
  const figures = summary?.figures ?? []
  const hasEquipment = Boolean(a.standard_equipment_content?.trim())
  return (
    <article
      className={classNames('model-summary', a.has_columns !== false && 'model-summary--columns')}
      aria-labelledby={`${domId}-name`}
    >
      <HashTargets ids={[a.tab_id]} />
      <div className="container model-summary__inner">
        {image ? (
          <div className="model-summary__media">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1024px) 40vw, 100vw"
              width={800}
              height={450}
              max={1024}
              className="model-summary__image"
            />
          </div>
        ) : null}
        <div className="model-summary__body">
          <Heading tag={a.header_tag ?? 'H3'} size="m" className="model-summary__name" id={`${domId}-name`}>
            {name}
          </Heading>
          {subline ? <p className="model-summary__subline">{subline}</p> : null}
          {summary === undefined ? <p className="model-summary__note">{text.loadsModel(a.car_key)}</p> : null}
          <div className="model-summary__details">
            {figures.length ? (
              <section className="model-summary__specs" aria-label={a.specs_heading ? undefined : name}>
                {a.specs_heading ? (
                  <SubTag className="model-summary__subheading">{a.specs_heading}</SubTag>
                ) : null}
                <dl className="model-summary__figures">
                  {figures.map((figure) => (
                    <div key={figure.slot} className="model-summary__figure">
                      <dt className="model-summary__figure-label">
                        {labels[figure.slot - 1] || text.figures[figure.key]}
                      </dt>
                      <dd className="model-summary__figure-value">
                        <bdi>{figure.value}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            {a.features ? (
              <section className="model-summary__features">
                {a.features_heading ? (
                  <SubTag className="model-summary__subheading">{a.features_heading}</SubTag>
                ) : null}
                <RichText html={a.features} className="model-summary__feature-list" />
              </section>
            ) : null}
          </div>
          <div className="model-summary__actions">
            {hasEquipment ? (
              <button
                type="button"
                className="button button--secondary model-summary__equipment-button"
                aria-haspopup="dialog"
                aria-controls={`${domId}-equipment`}
                onClick={() => setEquipmentOpen(true)}
              >
                {a.standard_equipment_label || 'Standard equipment'}
              </button>
            ) : null}
            <ButtonGroup buttons={a.buttons} className="model-summary__buttons" />
          </div>
        </div>
      </div>
      {hasEquipment ? (
        <StandardEquipmentDialog
          id={`${domId}-equipment`}
          open={equipmentOpen}
          onClose={() => setEquipmentOpen(false)}
          title={a.standard_equipment_label || 'Standard equipment'}
          subtitle={[name, subline].filter(Boolean).join(' · ')}
          html={a.standard_equipment_content}
        />
      ) : null}
    </article>
  )
}
