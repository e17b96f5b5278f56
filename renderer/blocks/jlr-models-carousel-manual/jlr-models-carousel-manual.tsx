import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { uiText } from '../../html/ui-text.js'
import { ShowcaseTrack } from '../../storefront/showcase-section/ShowcaseTrack.js'
import type { JlrModelsCarouselManualAttributes } from '../../../templates/generated/types.js'

type Model = NonNullable<JlrModelsCarouselManualAttributes['models']>[number]

/**
 * Models carousel (002 §3): a row of models entered by hand, each with its nameplate, its car image (the
 * transparent cut-out when there is one, on the slider's colour) and a table of key specifications. A track
 * through the carousel primitive: three on show on desktop, two on tablets, one on phones.
 */
export function JlrModelsCarouselManual({ block, attributes: a }: BlockProps<'jlr-models-carousel-manual'>) {
  const t = uiText(useRenderContext().locale)
  const models = a.models ?? []
  if (!models.length) return null
  const nameplateTag = subHeadingTag(a.header_tag)
  return (
    <ShowcaseTrack
      blockId={block.id}
      className="models-carousel"
      fields={a}
      label={t.models}
      perView={[1, 2, 3]}
      count={models.length}
      renderItem={(i) => (
        <ModelCard model={models[i]!} tag={nameplateTag} buttonStyle={a.button_style ?? 'primary'} />
      )}
    />
  )
}

function ModelCard({
  model,
  tag,
  buttonStyle,
}: {
  model: Model
  tag: ReturnType<typeof subHeadingTag>
  buttonStyle: 'primary' | 'secondary'
}) {
  const cutOut = model.transparent_image
  const image = cutOut ?? model.car_image
  const rows = model.specs?.rows ?? []
  return (
    <article className="model-card">
      <Heading tag={tag} size="m" className="model-card__nameplate">
        {model.nameplate}
      </Heading>
      <div className={cutOut ? 'model-card__media model-card__media--cut-out' : 'model-card__media'}>
        {image ? (
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            width={830}
            height={467}
            max={830}
            className="model-card__image"
          />
        ) : null}
      </div>
      {rows.length ? (
        <table className="model-card__specs">
          {model.specs?.name ? (
            <caption className="model-card__specs-name">{model.specs.name}</caption>
          ) : null}
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {model.link ? (
        <LinkAnchor link={model.link} className={`button button--${buttonStyle} model-card__link`} />
      ) : null}
    </article>
  )
}
