import type { NotFoundContent as NotFoundTexts } from '../../engine/rules/not-found-content.js'
import { useRenderContext } from '../context/render-context.js'
import { imageSrcSet, imageUrl } from '../media/image-url.js'

/**
 * The not-found page's content (000 §2, §8; 001 §2): a banner heading over a background image, the paragraph,
 * for lrdx without a custom setting the fixed explanation (four causes, three actions), and the button back
 * to the locale's home page. Texts come from the engine's notFoundContent().
 */
export function NotFoundContent({ content }: { content: NotFoundTexts }) {
  const { localePrefix } = useRenderContext()
  const home = localePrefix || '/'
  const { explanation } = content
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <div className="not-found__banner">
        <img
          className="not-found__image"
          src={imageUrl(content.imageId, 1600)}
          srcSet={imageSrcSet(content.imageId)}
          sizes="100vw"
          alt=""
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
        <div className="not-found__banner-inner container">
          <h1 className="not-found__heading heading--xl" id="not-found-heading">
            {content.heading}
          </h1>
        </div>
      </div>
      <div className="not-found__body container">
        <p className="not-found__paragraph">{content.paragraph}</p>
        {explanation ? (
          <div className="not-found__explanation">
            <div>
              <h2 className="not-found__subheading heading--xs">{explanation.causesHeading}</h2>
              <ul className="not-found__list">
                {explanation.causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="not-found__subheading heading--xs">{explanation.actionsHeading}</h2>
              <ul className="not-found__list">
                {explanation.actions.map((action, i) => (
                  <li key={action}>{i === 0 ? <a href={home}>{action}</a> : action}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        <a className="button button--primary not-found__button" href={home}>
          {content.buttonLabel}
        </a>
      </div>
    </section>
  )
}
