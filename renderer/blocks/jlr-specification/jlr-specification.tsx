import type { CatalogueModelRecord, CatalogueSpecItem } from '../../../engine/catalogue/catalogue-model.js'
import type { ModelFigureKey } from '../../../engine/catalogue/model-figures.js'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import { modelShowcaseText, type ModelShowcaseText } from '../model-summary/model-showcase-text.js'

/** The categories the editor listed (comma-separated, any case), or every one when the list is empty. */
function shownCategories(specs: CatalogueModelRecord['specs'], list: string | undefined) {
  const wanted = (list ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return wanted.length ? specs.filter((group) => wanted.includes(group.category.toLowerCase())) : specs
}

/** A figure's label in the page's language where its key is one we name, else the catalogue's own. */
function labelOf(item: CatalogueSpecItem, text: ModelShowcaseText): string {
  const key = item.key as ModelFigureKey | undefined
  return key && key in text.figures ? text.figures[key] : item.label
}

/**
 * Specification (002 §2, §3): a model's specification from the catalogue, loaded by model_key
 * (load-catalogue-model.ts) and streamed in; each category is a list of label and value pairs. A key the
 * catalogue does not have shows not_available_text; in the editor, where nothing is loaded, it names its key.
 */
export function JlrSpecification({ block, attributes: a, data }: BlockProps<'jlr-specification'>) {
  const { locale } = useRenderContext()
  const text = modelShowcaseText(locale)
  const headingId = `${blockDomId(block.id)}-heading`
  const model = data as CatalogueModelRecord | null | undefined
  const title = a.heading || model?.data.name
  const GroupTag = subheadingTag(a.header_tag)
  const groups = model ? shownCategories(model.specs, a.categories) : []
  return (
    <section className="jlr-spec" aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <Heading tag={a.header_tag} size="l" className="jlr-spec__heading" id={headingId}>
            {title}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="jlr-spec__intro" />
        {model === undefined ? (
          <p className="jlr-spec__note">{text.loadsModel(a.model_key)}</p>
        ) : model === null || !groups.length ? (
          <p className="jlr-spec__note">{a.not_available_text}</p>
        ) : (
          <div className="jlr-spec__groups">
            {groups.map((group) => (
              <div key={group.category} className="jlr-spec__group">
                <GroupTag className="jlr-spec__category">
                  {text.categories[group.category] ?? group.category}
                </GroupTag>
                <dl className="jlr-spec__list">
                  {group.items.map((item) => (
                    <div key={item.key ?? item.label} className="jlr-spec__row">
                      <dt className="jlr-spec__label">{labelOf(item, text)}</dt>
                      <dd className="jlr-spec__value">
                        <bdi>{item.value}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        )}
        <RichText html={a.disclaimer} className="jlr-spec__disclaimer" />
      </div>
    </section>
  )
}
